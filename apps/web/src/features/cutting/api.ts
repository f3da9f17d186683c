import type { CutInput } from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const CUT_RECORDS_PAGE_SIZE = 10;

const keys = {
  pending: ['cutting', 'pending'] as const,
  options: ['cutting', 'options'] as const,
  records: (page: number, q: string) => ['cutting', 'records', page, q] as const,
};

export function useCuttingPending() {
  return useQuery({
    queryKey: keys.pending,
    queryFn: ({ signal }) => api.get('/api/cutting/pending', { signal }),
  });
}

/** Fabrics with their stock and the cutters, for the form. */
export function useCuttingOptions(enabled: boolean) {
  return useQuery({
    queryKey: keys.options,
    enabled,
    queryFn: ({ signal }) => api.get('/api/cutting/options', { signal }),
  });
}

export function useCutRecords(page: number, q: string) {
  return useQuery({
    queryKey: keys.records(page, q),
    queryFn: ({ signal }) =>
      api.get('/api/cutting', { query: { page, q, pageSize: CUT_RECORDS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordCut(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CutInput) =>
      api.post('/api/batches/{id}/cut', { path: { id: batchId }, body: input }),
    // The batch moved, its grid changed and fabric left stock.
    onSuccess: () =>
      Promise.all(
        [['cutting'], ['batches'], ['materials'], ['stock-movements'], ['production-orders']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
