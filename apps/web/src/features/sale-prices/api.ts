import type {
  PriceBulkChange,
  PriceListFilter,
  PriceListSortKey,
  PriceSave,
  PriceTableInput,
  PriceTableUpdate,
} from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api';

export const PAGE_SIZE = 20;

export type PriceListParams = {
  q: string;
  page: number;
  sort: PriceListSortKey;
  dir: 'asc' | 'desc';
  filter: PriceListFilter | undefined;
};

const keys = {
  tables: ['price-tables'] as const,
  products: (tableId: string, params: PriceListParams) =>
    ['price-tables', tableId, 'products', params] as const,
  skus: (tableId: string, productId: string) => ['price-tables', tableId, 'skus', productId] as const,
  history: (tableId: string, page: number) => ['price-tables', tableId, 'history', page] as const,
};

export function usePriceTables() {
  return useQuery({
    queryKey: keys.tables,
    queryFn: ({ signal }) => api.get('/api/price-tables', { signal }),
  });
}

export function useTablePrices(tableId: string | undefined, params: PriceListParams) {
  return useQuery({
    queryKey: keys.products(tableId ?? '', params),
    queryFn: ({ signal }) =>
      api.get('/api/price-tables/{id}/products', {
        path: { id: tableId! },
        query: { ...params, pageSize: PAGE_SIZE },
        signal,
      }),
    enabled: Boolean(tableId),
    placeholderData: keepPreviousData,
  });
}

export function useSkuPrices(tableId: string, productId: string) {
  return useQuery({
    queryKey: keys.skus(tableId, productId),
    queryFn: ({ signal }) =>
      api.get('/api/price-tables/{id}/skus', { path: { id: tableId }, query: { productId }, signal }),
  });
}

export function usePriceHistory(tableId: string, page: number) {
  return useQuery({
    queryKey: keys.history(tableId, page),
    queryFn: ({ signal }) =>
      api.get('/api/price-tables/{id}/history', {
        path: { id: tableId },
        query: { page, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After any write: the tables' counts, their lists, SKUs and history. */
function useRefreshPrices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.tables });
}

export function useCreatePriceTable() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: PriceTableInput) => api.post('/api/price-tables', { body }),
    onSuccess: refresh,
  });
}

export function useUpdatePriceTable(id: string) {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: PriceTableUpdate) => api.patch('/api/price-tables/{id}', { path: { id }, body }),
    onSuccess: refresh,
  });
}

export function useSavePrices(tableId: string) {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: PriceSave) =>
      api.post('/api/price-tables/{id}/prices', { path: { id: tableId }, body }),
    onSuccess: refresh,
  });
}

/** The bulk change: with `dryRun` only the preview (nothing saved, nothing refreshed). */
export function useBulkChange(tableId: string) {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: PriceBulkChange) =>
      api.post('/api/price-tables/{id}/bulk-change', { path: { id: tableId }, body }),
    onSuccess: async (result) => {
      if (result.applied) await refresh();
    },
  });
}

/** The CSV of every product the list's search and filter match, in its order (all pages). */
export function tablePricesExportUrl(tableId: string, { page: _page, ...query }: PriceListParams): string {
  return apiUrl('/api/price-tables/{id}/products/export', { path: { id: tableId }, query });
}
