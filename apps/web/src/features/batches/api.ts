import type {
  BatchCreateInput,
  BatchNoteInput,
  BatchProgressInput,
  BatchSortKey,
  BatchStatus,
} from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiData, api, apiUrl } from '@/lib/api';

export const BATCHES_PAGE_SIZE = 20;

export type BatchListParams = {
  q: string;
  page: number;
  sort: BatchSortKey;
  dir: 'asc' | 'desc';
  status?: BatchStatus | undefined;
  productId?: string | undefined;
  outworkerId?: string | undefined;
  productionOrderId?: string | undefined;
  /** The dashboard's filters: late, at a workshop now, approved from a day on ('yyyy-MM-dd'). */
  late?: boolean | undefined;
  atWorkshop?: boolean | undefined;
  approvedFrom?: string | undefined;
};

const keys = {
  all: ['batches'] as const,
  list: (params: BatchListParams) => ['batches', 'list', params] as const,
  detail: (id: string) => ['batches', 'detail', id] as const,
  filterOptions: ['batches', 'filter-options'] as const,
  orderOptions: (orderId?: string) => ['batches', 'order-options', orderId ?? 'open'] as const,
  stock: (id: string) => ['stock-movements', 'batch', id] as const,
};

export function useBatches(params: BatchListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api.get('/api/batches', {
        query: { ...batchQuery(params), page: params.page, pageSize: BATCHES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The list's search, filters and order as the API reads them (without the page). */
function batchQuery({ page: _page, late, atWorkshop, ...rest }: BatchListParams) {
  return {
    ...rest,
    late: late ? ('1' as const) : undefined,
    atWorkshop: atWorkshop ? ('1' as const) : undefined,
  };
}

/** The CSV of every batch the list's search and filters match, in its order (all pages). */
export function batchesExportUrl(params: BatchListParams): string {
  return apiUrl('/api/batches/export', { query: batchQuery(params) });
}

export function useBatch(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get('/api/batches/{id}', { path: { id }, signal }),
  });
}

export function useBatchFilterOptions() {
  return useQuery({
    queryKey: keys.filterOptions,
    queryFn: ({ signal }) => api.get('/api/batches/filter-options', { signal }),
    staleTime: 30_000,
  });
}

/**
 * The name of a workshop the filter options lack (one with no batches yet, asked for by `?faccao=`). Same cache
 * entry as the workshop's own page.
 */
export function useOutworkerName(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['outworkers', 'detail', id] as const,
    enabled: enabled && Boolean(id),
    queryFn: ({ signal }) => api.get('/api/outworkers/{id}', { path: { id: id ?? '' }, signal }),
    retry: false,
    staleTime: 60_000,
  });
}

/** Open orders with pieces left for batches (or the one order asked for by id). */
export function useBatchOrderOptions(enabled: boolean, orderId?: string) {
  return useQuery({
    queryKey: keys.orderOptions(orderId),
    enabled,
    queryFn: ({ signal }) => api.get('/api/batches/order-options', { query: { orderId }, signal }),
  });
}

/** The stock the batch moved (fabric at the cut, supplies sent, finished pieces packed), newest first. */
export function useBatchStockMovements(id: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.stock(id),
    enabled,
    queryFn: ({ signal }) =>
      api.get('/api/stock/movements', { query: { referenceId: id, pageSize: 200 }, signal }),
  });
}

/** Batches change orders' balances and the board: every batch and order query is stale after a write. */
function useInvalidateProduction() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [keys.all, ['production-orders'], ['production-board'], ['cutting']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProduction();
  return useMutation({
    mutationFn: (input: BatchCreateInput) => api.post('/api/batches', { body: input }),
    // The detail screen opened next renders from the create's answer (seeded after the lists are marked stale).
    onSuccess: (batch) => {
      const refreshed = invalidate();
      queryClient.setQueryData<ApiData<'get', '/api/batches/{id}'>>(keys.detail(batch.id), batch);
      return refreshed;
    },
  });
}

/** 'Iniciar produção' (enviado → em produção) or 'Finalizar produção' (em produção → finalizado). */
export function useBatchProgress(id: string, step: 'start' | 'finish') {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProduction();
  return useMutation({
    mutationFn: (input: BatchProgressInput) =>
      step === 'start'
        ? api.post('/api/batches/{id}/start', { path: { id }, body: input })
        : api.post('/api/batches/{id}/finish', { path: { id }, body: input }),
    onSuccess: (batch) => {
      queryClient.setQueryData(keys.detail(id), batch);
      return invalidate();
    },
  });
}

export function useAddBatchNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchNoteInput) => api.post('/api/batches/{id}/notes', { path: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.detail(id) }),
  });
}

export function useDeleteBatch(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProduction();
  return useMutation({
    mutationFn: () => api.delete('/api/batches/{id}', { path: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return invalidate();
    },
  });
}
