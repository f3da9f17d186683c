import type {
  QualityRepairsInput,
  QualityReview,
  QualityReviewInput,
  WorkshopPayment,
  WorkshopPaymentPayInput,
  WorkshopPaymentStatus,
} from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const PAYMENTS_PAGE_SIZE = 20;

const keys = {
  pending: ['quality-control', 'pending'] as const,
  review: (id: string) => ['quality-control', 'review', id] as const,
  payments: (params: PaymentListParams) => ['workshop-payments', 'list', params] as const,
  inspectors: ['quality-control', 'inspectors'] as const,
  workshops: ['quality-control', 'workshops'] as const,
};

export function usePendingReviews() {
  return useQuery({
    queryKey: keys.pending,
    queryFn: ({ signal }) => api.get('/api/quality-control/pending', { signal }),
  });
}

export function useQualityReview(id: string | null) {
  return useQuery({
    queryKey: keys.review(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => api.get('/api/batches/{id}/review', { path: { id: id! }, signal }),
  });
}

/** After any change: the review shown, the pending list, the payments, and the batch screens of other areas. */
function useReviewMutation<V>(id: string, run: (value: V) => Promise<QualityReview>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (review) => {
      queryClient.setQueryData(keys.review(id), review);
      void queryClient.invalidateQueries({ queryKey: keys.pending });
      void queryClient.invalidateQueries({ queryKey: ['workshop-payments'] });
      void queryClient.invalidateQueries({ queryKey: ['batches'] });
      void queryClient.invalidateQueries({ queryKey: ['packaging'] });
    },
  });
}

export function useStartReview(id: string) {
  return useReviewMutation<void>(id, () => api.post('/api/batches/{id}/review/start', { path: { id } }));
}

export function useSaveReview(id: string) {
  return useReviewMutation<QualityReviewInput>(id, (body) =>
    api.put('/api/batches/{id}/review', { path: { id }, body }),
  );
}

export function useCompleteReview(id: string) {
  return useReviewMutation<void>(id, () => api.post('/api/batches/{id}/review/complete', { path: { id } }));
}

export function useRecordRepairs(id: string) {
  return useReviewMutation<QualityRepairsInput>(id, (body) =>
    api.post('/api/batches/{id}/review/repairs', { path: { id }, body }),
  );
}

export type PaymentListParams = {
  page: number;
  status?: WorkshopPaymentStatus | undefined;
  outworkerId?: string | undefined;
  q?: string | undefined;
};

export function useWorkshopPayments(params: PaymentListParams) {
  return useQuery({
    queryKey: keys.payments(params),
    queryFn: ({ signal }) =>
      api.get('/api/workshop-payments', { query: { ...params, pageSize: PAYMENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Employees to pick as the inspector; only asked for when the person may read employees. */
export function useInspectorOptions(enabled: boolean) {
  return useQuery({
    queryKey: keys.inspectors,
    enabled,
    queryFn: ({ signal }) => api.get('/api/employees/options', { signal }),
    staleTime: 60_000,
  });
}

/** Workshops for the payments filter; only asked for when the person may read outworkers. */
export function useWorkshopOptions(enabled: boolean) {
  return useQuery({
    queryKey: keys.workshops,
    enabled,
    queryFn: ({ signal }) => api.get('/api/outworkers/options', { signal }),
    staleTime: 60_000,
  });
}

/** After paying or changing receipts: the payment lists and the review showing the record. */
function usePaymentMutation<V>(batchId: string, run: (value: V) => Promise<WorkshopPayment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (payment) => {
      queryClient.setQueryData<QualityReview>(keys.review(batchId), (review) =>
        review ? { ...review, payment } : review,
      );
      void queryClient.invalidateQueries({ queryKey: ['workshop-payments'] });
      void queryClient.invalidateQueries({ queryKey: keys.review(batchId) });
    },
  });
}

/** 'Registrar pagamento': the day and the method. */
export function usePayWorkshopPayment(payment: Pick<WorkshopPayment, 'id' | 'batchId'>) {
  return usePaymentMutation<WorkshopPaymentPayInput>(payment.batchId, (body) =>
    api.post('/api/workshop-payments/{id}/pay', { path: { id: payment.id }, body }),
  );
}

/** 'Anexar comprovante': the file as multipart/form-data, through the same typed client. */
export function useAttachReceipt(payment: Pick<WorkshopPayment, 'id' | 'batchId'>) {
  return usePaymentMutation<File>(payment.batchId, (file) => {
    const form = new FormData();
    form.append('file', file);
    return api.post('/api/workshop-payments/{id}/receipts', { path: { id: payment.id }, body: form });
  });
}

export function useRemoveReceipt(payment: Pick<WorkshopPayment, 'id' | 'batchId'>) {
  return usePaymentMutation<string>(payment.batchId, (receiptId) =>
    api.delete('/api/workshop-payments/{id}/receipts/{receiptId}', { path: { id: payment.id, receiptId } }),
  );
}

/** A fresh signed address of a receipt (valid 3600 s), asked for when 'Baixar' is pressed. */
export function companyReceiptLink(paymentId: string, receiptId: string) {
  return api.get('/api/workshop-payments/{id}/receipts/{receiptId}/link', {
    path: { id: paymentId, receiptId },
  });
}
