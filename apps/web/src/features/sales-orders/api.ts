import type {
  SalesChannel,
  SalesOrderCancel,
  SalesOrderCreate,
  SalesOrderDetail,
  SalesOrderMove,
  SalesOrderSortKey,
  SalesOrderStatus,
  SalesOrderUpdate,
} from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiData, api, apiUrl } from '@/lib/api';

export const SALES_PAGE_SIZE = 20;

export type SalesListParams = {
  q: string;
  page: number;
  sort: SalesOrderSortKey;
  dir: 'asc' | 'desc';
  status?: SalesOrderStatus | undefined;
  channel?: SalesChannel | undefined;
  customerId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const keys = {
  all: ['sales-orders'] as const,
  list: (params: SalesListParams) => ['sales-orders', 'list', params] as const,
  detail: (id: string) => ['sales-orders', 'detail', id] as const,
  options: ['sales-orders', 'options'] as const,
};

export function useSalesOrders(params: SalesListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api.get('/api/sales-orders', { query: { ...params, pageSize: SALES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every sale the list's search and filters match, in its order. */
export function salesExportUrl({ page: _page, ...params }: SalesListParams): string {
  return apiUrl('/api/sales-orders/export', { query: params });
}

/** The printable order (PDF), opened in the browser's viewer. */
export function salesOrderPdfUrl(id: string): string {
  return apiUrl('/api/sales-orders/{id}/pdf', { path: { id } });
}

export function useSalesOrder(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get('/api/sales-orders/{id}', { path: { id }, signal }),
  });
}

export function useSalesOrderOptions() {
  return useQuery({
    queryKey: keys.options,
    queryFn: ({ signal }) => api.get('/api/sales-orders/options', { signal }),
    staleTime: 60_000,
  });
}

export function useQuoteSkus() {
  return useMutation({
    mutationFn: (body: { priceTableId: string | null; variantIds: string[] }) =>
      api.post('/api/sales-orders/quote', { body }),
  });
}

/** After a change the detail is the answer; lists, stock and receivables read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (order: SalesOrderDetail) => {
    queryClient.setQueryData<ApiData<'get', '/api/sales-orders/{id}'>>(keys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ['sales-orders', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['stock'] });
    void queryClient.invalidateQueries({ queryKey: ['receivables'] });
  };
}

export function useCreateSalesOrder() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: SalesOrderCreate) => api.post('/api/sales-orders', { body }),
    onSuccess: settle,
  });
}

export function useSaveSalesOrder(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: SalesOrderUpdate) => api.put('/api/sales-orders/{id}', { path: { id }, body }),
    onSuccess: settle,
  });
}

export function useMoveSalesOrder(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: SalesOrderMove) => api.post('/api/sales-orders/{id}/status', { path: { id }, body }),
    onSuccess: settle,
  });
}

export function useCancelSalesOrder(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: SalesOrderCancel) => api.post('/api/sales-orders/{id}/cancel', { path: { id }, body }),
    onSuccess: settle,
  });
}

export function useProduceShortfall(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/sales-orders/{id}/production-orders', { path: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['production-orders'] }),
  });
}
