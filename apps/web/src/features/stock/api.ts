import type { StockAdjustmentInput, StockImport, StockMovement } from '@alinhavo/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api';
import type { LedgerFilters } from './ledger-filters';

export const LEDGER_PAGE_SIZE = 50;
export const BALANCES_PAGE_SIZE = 50;

const keys = {
  ledger: (filters: LedgerFilters) => ['stock-movements', 'ledger', filters] as const,
  totals: (filters: LedgerFilters) => ['stock-movements', 'totals', filters] as const,
  users: ['stock-movements', 'users'] as const,
  items: (params: ItemSearch) => ['stock-movements', 'items', params] as const,
  balances: (params: BalanceParams) => ['stock-movements', 'balances', params] as const,
  grids: (q: string) => ['stock-movements', 'grids', q] as const,
  grid: (id: string) => ['stock-movements', 'grid', id] as const,
};

/** The filtered ledger, newest first, a keyset page at a time ('Carregar mais'). */
export function useLedger(filters: LedgerFilters) {
  return useInfiniteQuery({
    queryKey: keys.ledger(filters),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/stock/movements', {
        query: { ...filters, pageSize: LEDGER_PAGE_SIZE, cursor: pageParam || undefined },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useLedgerTotals(filters: LedgerFilters) {
  return useQuery({
    queryKey: keys.totals(filters),
    queryFn: ({ signal }) => api.get('/api/stock/movements/totals', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function exportUrl(filters: LedgerFilters): string {
  return apiUrl('/api/stock/movements/export', { query: filters });
}

export function useStockUsers() {
  return useQuery({
    queryKey: keys.users,
    queryFn: ({ signal }) => api.get('/api/stock/users', { signal }),
    staleTime: 60_000,
  });
}

export type ItemSearch = {
  q?: string | undefined;
  kind?: 'material' | 'product' | undefined;
  materialId?: string | undefined;
  productId?: string | undefined;
  includeInactive?: boolean | undefined;
};

export function useStockItems(params: ItemSearch, enabled = true) {
  return useQuery({
    queryKey: keys.items(params),
    enabled,
    queryFn: ({ signal }) =>
      api.get('/api/stock/items', {
        query: {
          q: params.q,
          kind: params.kind,
          materialId: params.materialId,
          productId: params.productId,
          includeInactive: params.includeInactive ? 'true' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The entry by grid's picker: products and materials with active variations matching `q`. */
export function useStockGrids(q: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.grids(q),
    enabled,
    queryFn: ({ signal }) => api.get('/api/stock/grids', { query: { q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The colour × size grid of one product or material, with each cell's stock item. */
export function useStockGrid(id: string | undefined) {
  return useQuery({
    queryKey: keys.grid(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => api.get('/api/stock/grids/{id}', { path: { id: id ?? '' }, signal }),
  });
}

export type BalanceParams = {
  q: string;
  page: number;
  kind?: 'material' | 'product' | undefined;
  belowMinimum: boolean;
};

export function useStockBalances(params: BalanceParams) {
  return useQuery({
    queryKey: keys.balances(params),
    queryFn: ({ signal }) =>
      api.get('/api/stock/balances', {
        query: {
          q: params.q,
          page: params.page,
          kind: params.kind,
          belowMinimum: params.belowMinimum ? 'true' : undefined,
          pageSize: BALANCES_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After any posting: the ledger, totals, balances, pickers, and the materials/products screens' stock. */
function useInvalidateStock() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['stock-movements'] }),
      queryClient.invalidateQueries({ queryKey: ['materials'] }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ]);
}

export type ManualDocumentBody = {
  type: 'entrada' | 'saida';
  supplierId: string | null;
  notes: string | null;
  lines: {
    item: { kind: 'material'; variationId: string } | { kind: 'product'; variantId: string };
    quantity: string;
    unitCostCents: number | null;
  }[];
};

export function usePostDocument() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: ManualDocumentBody) => api.post('/api/stock/documents', { body }),
    onSuccess: invalidate,
  });
}

export function usePostAdjustment() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: StockAdjustmentInput) => api.post('/api/stock/adjustments', { body }),
    onSuccess: invalidate,
  });
}

export function useReverseMovement() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: ({ movement, notes }: { movement: StockMovement; notes: string }) =>
      api.post('/api/stock/movements/{id}/reverse', { path: { id: movement.id }, body: { notes } }),
    onSuccess: invalidate,
  });
}

/** The opening stock from a CSV: with `dryRun` the preview's check of the items, else the one entry. */
export function useImportOpeningStock() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: StockImport) => api.post('/api/stock/import', { body }),
    onSuccess: (_answer, body) => (body.dryRun ? undefined : invalidate()),
  });
}

/** Suppliers for the entry form (only asked when the person may read suppliers). */
export function useSupplierOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['suppliers', 'list', 'stock-options'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => api.get('/api/suppliers', { query: { pageSize: 100, sort: 'name' }, signal }),
  });
}
