import type { LabelLayoutId, PackBatchInput } from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api';

const keys = {
  pending: ['packaging', 'pending'] as const,
  detail: (id: string) => ['packaging', 'detail', id] as const,
};

export function usePackingPending() {
  return useQuery({
    queryKey: keys.pending,
    queryFn: ({ signal }) => api.get('/api/packaging/pending', { signal }),
  });
}

export function usePackingDetail(id: string | null) {
  return useQuery({
    queryKey: keys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => api.get('/api/packaging/{id}', { path: { id: id! }, signal }),
  });
}

/** Packs pieces; the answer carries the new balances, shown at once, and the lists that change are refreshed. */
export function usePackBatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackBatchInput) => api.post('/api/batches/{id}/pack', { path: { id }, body }),
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
  layout: LabelLayoutId;
  price: boolean;
  packingRecordId?: string | undefined;
};

export function labelsUrl(batchId: string, options: LabelOptions): string {
  return apiUrl('/api/packaging/{id}/labels', {
    path: { id: batchId },
    query: {
      format: options.format,
      layout: options.format === 'pdf' ? options.layout : undefined,
      price: options.price ? '1' : undefined,
      packingRecordId: options.packingRecordId,
    },
  });
}
