// The products' query keys and list parameters, shared by the list (first screen) and the editing hooks.
import type { ProductSortKey, ProductStatus } from '@alinhavo/domain';

export const PRODUCTS_PAGE_SIZE = 20;

export type ProductListParams = {
  q: string;
  page: number;
  sort: ProductSortKey;
  dir: 'asc' | 'desc';
  collection?: string | undefined;
  category?: string | undefined;
  status?: ProductStatus | undefined;
};

export const productKeys = {
  colors: ['colors'] as const,
  grids: ['size-grids'] as const,
  products: ['products'] as const,
  list: (params: ProductListParams) => ['products', 'list', params] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  facets: ['products', 'facets'] as const,
};
