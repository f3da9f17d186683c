import type { ProcessInput, ProcessMoveDirection, ProcessUpdate } from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const keys = {
  list: ['processes', 'list'] as const,
};

/** Every process of the company, in production order (a short list: no pages). */
export function useProcesses() {
  return useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => api.get('/api/processes', { signal }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  // Outworkers show processes as their services.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['processes'] }),
      queryClient.invalidateQueries({ queryKey: ['outworkers'] }),
    ]);
}

export function useCreateProcess() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ProcessInput) => api.post('/api/processes', { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProcess() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProcessUpdate }) =>
      api.patch('/api/processes/{id}', { path: { id }, body: patch }),
    onSuccess: () => invalidate(),
  });
}

export function useMoveProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: ProcessMoveDirection }) =>
      api.post('/api/processes/{id}/move', { path: { id }, body: { direction } }),
    onSuccess: (list) => queryClient.setQueryData(keys.list, list),
  });
}

export function useDeleteProcess() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/processes/{id}', { path: { id } }),
    onSuccess: () => invalidate(),
  });
}
