import type { SupplierImport, SupplierInput, SupplierUpdate } from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiData, api, apiUrl } from '@/lib/api';

export type SupplierListParams = { q: string; page: number; sort: 'name' | 'createdAt'; dir: 'asc' | 'desc' };

const keys = {
  all: ['suppliers'] as const,
  list: (params: SupplierListParams) => ['suppliers', 'list', params] as const,
  detail: (id: string) => ['suppliers', 'detail', id] as const,
};

export function useSuppliers(params: SupplierListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) => api.get('/api/suppliers', { query: { ...params, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSupplier(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get('/api/suppliers/{id}', { path: { id }, signal }),
  });
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) => api.post('/api/suppliers', { body: input }),
    // The detail screen opened next renders from the create's answer (seeded after the lists are marked stale).
    onSuccess: (supplier) => {
      const refreshed = queryClient.invalidateQueries({ queryKey: keys.all });
      queryClient.setQueryData<ApiData<'get', '/api/suppliers/{id}'>>(keys.detail(supplier.id), supplier);
      return refreshed;
    },
  });
}

/** 'Importar CSV': with `dryRun` the preview's check against the company's suppliers, else the import. */
export function useImportSuppliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierImport) => api.post('/api/suppliers/import', { body }),
    onSuccess: (_answer, body) =>
      body.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: ['suppliers', 'list'] }),
  });
}

export function useUpdateSupplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SupplierUpdate) => api.patch('/api/suppliers/{id}', { path: { id }, body: patch }),
    onSuccess: (supplier) => {
      queryClient.setQueryData(keys.detail(id), supplier);
      return queryClient.invalidateQueries({ queryKey: ['suppliers', 'list'] });
    },
  });
}

export function useDeleteSupplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/suppliers/{id}', { path: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: ['suppliers', 'list'] });
    },
  });
}

/** The CSV of every record the list's search and filters match, in its order (all pages). */
export function suppliersExportUrl({ page: _page, ...query }: SupplierListParams): string {
  return apiUrl('/api/suppliers/export', { query });
}
