import type {
  OrderRequirements,
  Page,
  ProductionOrderCancel,
  ProductionOrderDetail,
  ProductionOrderInput,
  ProductionOrderListItem,
  ProductionOrderOptions,
  ProductionOrderSortKey,
  ProductionOrderStatusFilter,
  ProductionOrderUpdate,
} from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toQueryString } from '@/lib/use-list-params';

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
  const { late, ...rest } = params;
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api<Page<ProductionOrderListItem>>(
        `/api/production-orders${toQueryString({ ...rest, late: late ? '1' : undefined, pageSize: ORDERS_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useProductionOrder(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      api<ProductionOrderDetail>(`/api/production-orders/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useOrderRequirements(id: string) {
  return useQuery({
    queryKey: keys.requirements(id),
    queryFn: ({ signal }) =>
      api<OrderRequirements>(`/api/production-orders/${encodeURIComponent(id)}/requirements`, { signal }),
  });
}

export function useOrderOptions() {
  return useQuery({
    queryKey: keys.options,
    queryFn: ({ signal }) => api<ProductionOrderOptions>('/api/production-orders/options', { signal }),
  });
}

/** After a change: the order's detail is the answer; lists, requirements and the board read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (order: ProductionOrderDetail) => {
    queryClient.setQueryData(keys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ['production-orders', 'list'] });
    void queryClient.invalidateQueries({ queryKey: keys.requirements(order.id) });
    void queryClient.invalidateQueries({ queryKey: ['production-board'] });
  };
}

export function useCreateOrder() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: ProductionOrderInput) =>
      api<ProductionOrderDetail>('/api/production-orders', { method: 'POST', body: input }),
    onSuccess: settle,
  });
}

export function useUpdateOrder(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (patch: ProductionOrderUpdate) =>
      api<ProductionOrderDetail>(`/api/production-orders/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: settle,
  });
}

export function useCancelOrder(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: ProductionOrderCancel) =>
      api<ProductionOrderDetail>(`/api/production-orders/${id}/cancel`, { method: 'POST', body: input }),
    onSuccess: settle,
  });
}

export function useConcludeOrder(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: () => api<ProductionOrderDetail>(`/api/production-orders/${id}/conclude`, { method: 'POST' }),
    onSuccess: settle,
  });
}
