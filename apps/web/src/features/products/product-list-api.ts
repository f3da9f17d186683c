import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api';
import { productKeys as keys, PRODUCTS_PAGE_SIZE, type ProductListParams } from './product-keys';

// The list screen's reads, apart from the editing hooks (api.ts), so the first screen loads no mutation code.

export type ProductQueryParams = Omit<ProductListParams, 'page'> & { page?: number };

function productQuery(params: ProductQueryParams) {
  return {
    q: params.q,
    sort: params.sort,
    dir: params.dir,
    collection: params.collection,
    category: params.category,
    status: params.status,
    ...(params.page ? { page: params.page, pageSize: PRODUCTS_PAGE_SIZE } : {}),
  };
}

/** The CSV export of the products the list shows (its search, filters and sort, every page). */
export function productsExportUrl(params: ProductQueryParams): string {
  return apiUrl('/api/products/export', { query: productQuery({ ...params, page: undefined }) });
}

export function useProducts(params: ProductListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) => api.get('/api/products', { query: productQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProductFacets() {
  return useQuery({
    queryKey: keys.facets,
    queryFn: ({ signal }) => api.get('/api/products/facets', { signal }),
  });
}
