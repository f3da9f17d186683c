import type { ProductCostFilter, ProductCostSheetInput, ProductCostSortKey } from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api';

export const PAGE_SIZE = 20;

export type ProductCostListParams = {
  q: string;
  page: number;
  sort: ProductCostSortKey;
  dir: 'asc' | 'desc';
  filter: ProductCostFilter | undefined;
};

const keys = {
  all: ['product-costs'] as const,
  list: (params: ProductCostListParams) => ['product-costs', 'list', params] as const,
  detail: (id: string, version: number | undefined) =>
    ['product-costs', 'detail', id, version ?? 'current'] as const,
  options: ['product-costs', 'options'] as const,
};

export function useProductCosts(params: ProductCostListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api.get('/api/product-costs', { query: { ...params, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A product's sheet in force, or one older version (read-only on screen). */
export function useProductCost(productId: string, version?: number) {
  return useQuery({
    queryKey: keys.detail(productId, version),
    queryFn: ({ signal }) =>
      api.get('/api/product-costs/{id}', {
        path: { id: productId },
        query: { version: version === undefined ? undefined : String(version) },
        signal,
      }),
    // While switching versions of the same product, keep showing the last one instead of a skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === productId ? previous : undefined,
  });
}

export function useCostOptions() {
  return useQuery({
    queryKey: keys.options,
    queryFn: ({ signal }) => api.get('/api/product-costs/options', { signal }),
    staleTime: 30_000,
  });
}

export function useSaveCostSheet(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductCostSheetInput) =>
      api.post('/api/product-costs/{id}', { path: { id: productId }, body: input }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(keys.detail(productId, undefined), detail);
      await queryClient.invalidateQueries({ queryKey: ['product-costs', 'list'] });
    },
  });
}

/** The CSV of every record the list's search and filters match, in its order (all pages). */
export function productCostsExportUrl({ page: _page, ...query }: ProductCostListParams): string {
  return apiUrl('/api/product-costs/export', { query });
}
