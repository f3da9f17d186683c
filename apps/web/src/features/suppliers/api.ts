import type { Page, Supplier, SupplierInput, SupplierUpdate } from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toQueryString } from '@/lib/use-list-params';

export type SupplierListParams = { q: string; page: number; sort: 'name' | 'createdAt'; dir: 'asc' | 'desc' };

const keys = {
  all: ['suppliers'] as const,
  list: (params: SupplierListParams) => ['suppliers', 'list', params] as const,
  detail: (id: string) => ['suppliers', 'detail', id] as const,
};

export function useSuppliers(params: SupplierListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api<Page<Supplier>>(`/api/suppliers${toQueryString({ ...params, pageSize: 20 })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSupplier(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api<Supplier>(`/api/suppliers/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) => api<Supplier>('/api/suppliers', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUpdateSupplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SupplierUpdate) =>
      api<Supplier>(`/api/suppliers/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: (supplier) => {
      queryClient.setQueryData(keys.detail(id), supplier);
      return queryClient.invalidateQueries({ queryKey: ['suppliers', 'list'] });
    },
  });
}

export function useDeleteSupplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/suppliers/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: ['suppliers', 'list'] });
    },
  });
}
