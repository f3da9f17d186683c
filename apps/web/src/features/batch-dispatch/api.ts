import type { BatchSendInput } from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const keys = {
  dispatch: (batchId: string) => ['batches', 'dispatch', batchId] as const,
};

/** The batch, active workshops and supplies with today's stock (GET /batches/:id/dispatch). */
export function useBatchDispatch(batchId: string) {
  return useQuery({
    queryKey: keys.dispatch(batchId),
    queryFn: ({ signal }) => api.get('/api/batches/{id}/dispatch', { path: { id: batchId }, signal }),
  });
}

export function useSendBatch(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchSendInput) =>
      api.post('/api/batches/{id}/send', { path: { id: batchId }, body: input }),
    // The batch moved and stock went down: lists of batches, materials and the ledger are stale.
    onSuccess: () =>
      Promise.all(
        [['batches'], ['materials'], ['stock-movements']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** After a refusal (stock changed, batch moved), read the page again. */
export function useRefreshDispatch(batchId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.dispatch(batchId) });
}
