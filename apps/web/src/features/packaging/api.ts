import type { PackBatchInput, PackingDetail, PackingPendingList, PackResult } from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const keys = {
  pending: ['packaging', 'pending'] as const,
  detail: (id: string) => ['packaging', 'detail', id] as const,
};

export function usePackingPending() {
  return useQuery({
    queryKey: keys.pending,
    queryFn: ({ signal }) => api<PackingPendingList>('/api/packaging/pending', { signal }),
  });
}

export function usePackingDetail(id: string | null) {
  return useQuery({
    queryKey: keys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => api<PackingDetail>(`/api/packaging/${encodeURIComponent(id!)}`, { signal }),
  });
}

/** Packs pieces; the answer carries the new balances, shown at once, and the lists that change are refreshed. */
export function usePackBatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackBatchInput) =>
      api<PackResult>(`/api/batches/${encodeURIComponent(id)}/pack`, { method: 'POST', body }),
    onSuccess: (result) => {
      queryClient.setQueryData(keys.detail(id), result);
      void queryClient.invalidateQueries({ queryKey: keys.pending });
      void queryClient.invalidateQueries({ queryKey: ['stock-movements'] });
      void queryClient.invalidateQueries({ queryKey: ['batches'] });
      void queryClient.invalidateQueries({ queryKey: ['quality-control'] });
    },
  });
}

export type LabelOptions = {
  format: 'pdf' | 'zpl';
  layout: string;
  price: boolean;
  packingRecordId?: string | undefined;
};

export function labelsUrl(batchId: string, options: LabelOptions): string {
  const query = new URLSearchParams({ format: options.format });
  if (options.format === 'pdf') query.set('layout', options.layout);
  if (options.price) query.set('price', '1');
  if (options.packingRecordId) query.set('packingRecordId', options.packingRecordId);
  return `/api/packaging/${encodeURIComponent(batchId)}/labels?${query.toString()}`;
}
