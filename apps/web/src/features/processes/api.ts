import type {
  Process,
  ProcessInput,
  ProcessList,
  ProcessMoveDirection,
  ProcessUpdate,
} from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const keys = {
  list: ['processes', 'list'] as const,
};

/** Every process of the company, in production order (a short list: no pages). */
export function useProcesses() {
  return useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => api<ProcessList>('/api/processes', { signal }),
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
    mutationFn: (input: ProcessInput) => api<Process>('/api/processes', { method: 'POST', body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProcess() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProcessUpdate }) =>
      api<Process>(`/api/processes/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onSuccess: () => invalidate(),
  });
}

export function useMoveProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: ProcessMoveDirection }) =>
      api<ProcessList>(`/api/processes/${encodeURIComponent(id)}/move`, {
        method: 'POST',
        body: { direction },
      }),
    onSuccess: (list) => queryClient.setQueryData(keys.list, list),
  });
}

export function useDeleteProcess() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/processes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}
