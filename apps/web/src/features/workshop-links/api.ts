import type { WorkshopInviteInput } from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const keys = {
  all: ['workshop-links'] as const,
  outworkers: ['workshop-links', 'outworkers'] as const,
};

/** The company's portal links: pending invitations and active associations. */
export function useWorkshopLinks(enabled = true) {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => api.get('/api/workshop-links', { signal }),
    enabled,
  });
}

/** The company's active outworker records, for the invitation's 'Terceirizado' field. */
export function useOutworkerChoices(enabled: boolean) {
  return useQuery({
    queryKey: keys.outworkers,
    queryFn: ({ signal }) =>
      api.get('/api/outworkers', {
        query: { page: 1, pageSize: 100, sort: 'name', dir: 'asc', status: 'ativo' },
        signal,
      }),
    enabled,
  });
}

export function useInviteWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkshopInviteInput) => api.post('/api/workshop-links/invitations', { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRemoveWorkshopLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/workshop-links/{id}', { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
