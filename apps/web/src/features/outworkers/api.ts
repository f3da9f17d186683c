import type { OUTWORKER_SORT_KEYS, OutworkerInput, OutworkerStatus, OutworkerUpdate } from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiData, api, apiUrl } from '@/lib/api';

export const OUTWORKERS_PAGE_SIZE = 20;

export type OutworkerListParams = {
  q: string;
  page: number;
  sort: (typeof OUTWORKER_SORT_KEYS)[number];
  dir: 'asc' | 'desc';
  status?: OutworkerStatus | undefined;
  processId?: string | undefined;
};

const keys = {
  all: ['outworkers'] as const,
  list: (params: OutworkerListParams) => ['outworkers', 'list', params] as const,
  detail: (id: string) => ['outworkers', 'detail', id] as const,
  prices: (id: string) => ['outworkers', 'prices', id] as const,
  performance: (id: string, period: { from: string; to: string }) =>
    ['outworkers', 'performance', id, period] as const,
  services: ['outworkers', 'service-options'] as const,
};

export function useOutworkers(params: OutworkerListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api.get('/api/outworkers', { query: { ...params, pageSize: OUTWORKERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOutworker(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get('/api/outworkers/{id}', { path: { id }, signal }),
  });
}

/** The company's processes, for the services field and the list filter. */
export function useServiceOptions() {
  return useQuery({
    queryKey: keys.services,
    queryFn: ({ signal }) => api.get('/api/outworkers/service-options', { signal }),
    staleTime: 60_000,
  });
}

export function useCreateOutworker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OutworkerInput) => api.post('/api/outworkers', { body: input }),
    // The edit screen opened next renders from the create's answer.
    onSuccess: (outworker) => {
      queryClient.setQueryData<ApiData<'get', '/api/outworkers/{id}'>>(keys.detail(outworker.id), outworker);
      return queryClient.invalidateQueries({ queryKey: ['outworkers', 'list'] });
    },
  });
}

export function useUpdateOutworker(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OutworkerUpdate) => api.patch('/api/outworkers/{id}', { path: { id }, body: patch }),
    onSuccess: (outworker, patch) => {
      queryClient.setQueryData(keys.detail(id), outworker);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['outworkers', 'list'] }),
        patch.prices?.length ? queryClient.invalidateQueries({ queryKey: keys.prices(id) }) : undefined,
      ]);
    },
  });
}

export function useDeleteOutworker(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/outworkers/{id}', { path: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      queryClient.removeQueries({ queryKey: keys.prices(id) });
      return queryClient.invalidateQueries({ queryKey: ['outworkers', 'list'] });
    },
  });
}

export function useOutworkerPrices(id: string) {
  return useQuery({
    queryKey: keys.prices(id),
    queryFn: ({ signal }) => api.get('/api/outworkers/{id}/prices', { path: { id }, signal }),
  });
}

/** part3 §1 performance summary of a workshop over `period` (São Paulo days, both inclusive). */
export function useOutworkerPerformance(id: string, period: { from: string; to: string }) {
  return useQuery({
    queryKey: keys.performance(id, period),
    queryFn: ({ signal }) =>
      api.get('/api/outworkers/{id}/performance', { path: { id }, query: period, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every record the list's search and filters match, in its order (all pages). */
export function outworkersExportUrl({ page: _page, ...query }: OutworkerListParams): string {
  return apiUrl('/api/outworkers/export', { query });
}
