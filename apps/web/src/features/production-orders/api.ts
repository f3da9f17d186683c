import type {
  ProductionOrderCancel,
  ProductionOrderDetail,
  ProductionOrderInput,
  ProductionOrderSortKey,
  ProductionOrderStatusFilter,
  ProductionOrderUpdate,
} from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiData, api, apiUrl } from '@/lib/api';

export const ORDERS_PAGE_SIZE = 20;

export type OrderListParams = {
  q: string;
  page: number;
  sort: ProductionOrderSortKey;
  dir: 'asc' | 'desc';
  status?: ProductionOrderStatusFilter | undefined;
  productId?: string | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  late?: boolean;
};

const keys = {
  all: ['production-orders'] as const,
  list: (params: OrderListParams) => ['production-orders', 'list', params] as const,
  detail: (id: string) => ['production-orders', 'detail', id] as const,
  requirements: (id: string) => ['production-orders', 'requirements', id] as const,
  options: ['production-orders', 'options'] as const,
};

export function useProductionOrders(params: OrderListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api.get('/api/production-orders', {
        query: { ...orderQuery(params), page: params.page, pageSize: ORDERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The list's search, filters and order as the API reads them (without the page). */
function orderQuery({ page: _page, late, ...rest }: OrderListParams) {
  return { ...rest, late: late ? ('1' as const) : undefined };
}

/** The CSV of every order the list's search and filters match, in its order (all pages). */
export function ordersExportUrl(params: OrderListParams): string {
  return apiUrl('/api/production-orders/export', { query: orderQuery(params) });
}

export function useProductionOrder(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get('/api/production-orders/{id}', { path: { id }, signal }),
  });
}

export function useOrderRequirements(id: string) {
  return useQuery({
    queryKey: keys.requirements(id),
    queryFn: ({ signal }) => api.get('/api/production-orders/{id}/requirements', { path: { id }, signal }),
  });
}

export function useOrderOptions() {
  return useQuery({
    queryKey: keys.options,
    queryFn: ({ signal }) => api.get('/api/production-orders/options', { signal }),
  });
}

/**
 * After a change: the order's detail is the answer (after a create, the detail screen opened next renders from
 * it); lists, requirements and the board read again.
 */
function useSettle() {
  const queryClient = useQueryClient();
  return (order: ProductionOrderDetail) => {
    queryClient.setQueryData<ApiData<'get', '/api/production-orders/{id}'>>(keys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ['production-orders', 'list'] });
    void queryClient.invalidateQueries({ queryKey: keys.requirements(order.id) });
    void queryClient.invalidateQueries({ queryKey: ['production-board'] });
  };
}

export function useCreateOrder() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: ProductionOrderInput) => api.post('/api/production-orders', { body: input }),
    onSuccess: settle,
  });
}

export function useUpdateOrder(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (patch: ProductionOrderUpdate) =>
      api.patch('/api/production-orders/{id}', { path: { id }, body: patch }),
    onSuccess: settle,
  });
}

export function useCancelOrder(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: ProductionOrderCancel) =>
      api.post('/api/production-orders/{id}/cancel', { path: { id }, body: input }),
    onSuccess: settle,
  });
}

export function useConcludeOrder(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: () => api.post('/api/production-orders/{id}/conclude', { path: { id } }),
    onSuccess: settle,
  });
}
