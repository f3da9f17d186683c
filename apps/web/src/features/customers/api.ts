import type { CUSTOMER_SORT_KEYS, CustomerImport, CustomerInput, CustomerStatus } from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiData, api, apiUrl } from '@/lib/api';

export const CUSTOMERS_PAGE_SIZE = 20;

export type CustomerListParams = {
  q: string;
  page: number;
  sort: (typeof CUSTOMER_SORT_KEYS)[number];
  dir: 'asc' | 'desc';
  status?: CustomerStatus | undefined;
};

const keys = {
  all: ['customers'] as const,
  list: (params: CustomerListParams) => ['customers', 'list', params] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
};

export function useCustomers(params: CustomerListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api.get('/api/customers', { query: { ...params, pageSize: CUSTOMERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get('/api/customers/{id}', { path: { id }, signal }),
  });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput) => api.post('/api/customers', { body: input }),
    // The detail screen opened next renders from the create's answer (seeded after the lists are marked stale).
    onSuccess: (customer) => {
      const refreshed = queryClient.invalidateQueries({ queryKey: keys.all });
      queryClient.setQueryData<ApiData<'get', '/api/customers/{id}'>>(keys.detail(customer.id), customer);
      return refreshed;
    },
  });
}

export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput) => api.put('/api/customers/{id}', { path: { id }, body: input }),
    onSuccess: (customer) => {
      queryClient.setQueryData(keys.detail(id), customer);
      return queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
    },
  });
}

export function useDeleteCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/customers/{id}', { path: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
    },
  });
}

/** 'Importar CSV': with `dryRun` the preview's check against the company's customers, else the import. */
export function useImportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerImport) => api.post('/api/customers/import', { body }),
    onSuccess: (_answer, body) =>
      body.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: ['customers', 'list'] }),
  });
}

/** The CSV of every customer the list's search and filter match, in its order (all pages). */
export function customersExportUrl({ page: _page, ...query }: CustomerListParams): string {
  return apiUrl('/api/customers/export', { query });
}
