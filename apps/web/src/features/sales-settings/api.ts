import type { SalesSettingsInput } from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['sales-settings'] as const;

export function useSalesSettings() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get('/api/sales-settings', { signal }) });
}

export function useSaveSalesSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalesSettingsInput) => api.put('/api/sales-settings', { body }),
    onSuccess: (settings) => queryClient.setQueryData(KEY, settings),
  });
}
