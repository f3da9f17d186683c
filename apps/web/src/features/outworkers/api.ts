import type {
  OUTWORKER_SORT_KEYS,
  Outworker,
  OutworkerInput,
  OutworkerPerformance,
  OutworkerPriceList,
  OutworkerPricesUpdate,
  OutworkerService,
  OutworkerStatus,
  OutworkerUpdate,
  Page,
} from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toQueryString } from '@/lib/use-list-params';

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

const path = (id: string) => `/api/outworkers/${encodeURIComponent(id)}`;

export function useOutworkers(params: OutworkerListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api<Page<Outworker>>(`/api/outworkers${toQueryString({ ...params, pageSize: OUTWORKERS_PAGE_SIZE })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOutworker(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api<Outworker>(path(id), { signal }),
  });
}

/** The company's processes, for the services field and the list filter. */
export function useServiceOptions() {
  return useQuery({
    queryKey: keys.services,
    queryFn: ({ signal }) =>
      api<{ items: OutworkerService[] }>('/api/outworkers/service-options', { signal }),
    staleTime: 60_000,
  });
}

export function useCreateOutworker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OutworkerInput) => api<Outworker>('/api/outworkers', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['outworkers', 'list'] }),
  });
}

export function useUpdateOutworker(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OutworkerUpdate) => api<Outworker>(path(id), { method: 'PATCH', body: patch }),
    onSuccess: (outworker) => {
      queryClient.setQueryData(keys.detail(id), outworker);
      return queryClient.invalidateQueries({ queryKey: ['outworkers', 'list'] });
    },
  });
}

export function useDeleteOutworker(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(path(id), { method: 'DELETE' }),
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
    queryFn: ({ signal }) => api<OutworkerPriceList>(`${path(id)}/prices`, { signal }),
  });
}

export function useSaveOutworkerPrices(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutworkerPricesUpdate) =>
      api<OutworkerPriceList>(`${path(id)}/prices`, { method: 'PUT', body }),
    onSuccess: (list) => queryClient.setQueryData(keys.prices(id), list),
  });
}

/** part3 §1 performance summary of a workshop over `period` (São Paulo days, both inclusive). */
export function useOutworkerPerformance(id: string, period: { from: string; to: string }) {
  return useQuery({
    queryKey: keys.performance(id, period),
    queryFn: ({ signal }) =>
      api<OutworkerPerformance>(`${path(id)}/performance${toQueryString(period)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
