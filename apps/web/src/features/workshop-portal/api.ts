import type { WorkshopBatchProgressInput } from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const portalKeys = {
  session: ['workshop-portal', 'session'] as const,
  company: (companyId: string) => ['workshop-portal', 'company', companyId] as const,
  batches: (companyId: string) => ['workshop-portal', 'company', companyId, 'batches'] as const,
  payments: (companyId: string) => ['workshop-portal', 'company', companyId, 'payments'] as const,
  history: (companyId: string, batchId: string) =>
    ['workshop-portal', 'company', companyId, 'history', batchId] as const,
};

/** The workshop login, its workshop and its companies (active and pending). */
export function useWorkshopSession() {
  return useQuery({
    queryKey: portalKeys.session,
    queryFn: ({ signal }) => api.get('/api/workshop/me', { signal }),
    retry: false,
  });
}

export function usePortalBatches(companyId: string | null) {
  return useQuery({
    queryKey: portalKeys.batches(companyId ?? ''),
    queryFn: ({ signal }) =>
      api.get('/api/workshop/companies/{companyId}/batches', {
        path: { companyId: companyId ?? '' },
        signal,
      }),
    enabled: Boolean(companyId),
  });
}

export function usePortalPayments(companyId: string | null) {
  return useQuery({
    queryKey: portalKeys.payments(companyId ?? ''),
    queryFn: ({ signal }) =>
      api.get('/api/workshop/companies/{companyId}/payments', {
        path: { companyId: companyId ?? '' },
        signal,
      }),
    enabled: Boolean(companyId),
  });
}

export function useBatchHistory(companyId: string, batchId: string | null) {
  return useQuery({
    queryKey: portalKeys.history(companyId, batchId ?? ''),
    queryFn: ({ signal }) =>
      api.get('/api/workshop/companies/{companyId}/batches/{batchId}/history', {
        path: { companyId, batchId: batchId ?? '' },
        signal,
      }),
    enabled: Boolean(batchId),
  });
}

/** 'Aceitar' in the bell: the association becomes active and its company can be chosen. */
export function useAcceptAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) =>
      api.post('/api/workshop/associations/{id}/accept', { path: { id: companyId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.session }),
  });
}

/** 'Iniciar produção' / 'Finalizar produção'. */
export function useProgressBatch(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      batchId,
      step,
      body,
    }: {
      batchId: string;
      step: 'start' | 'finish';
      body: WorkshopBatchProgressInput;
    }) =>
      step === 'start'
        ? api.post('/api/workshop/companies/{companyId}/batches/{batchId}/start', {
            path: { companyId, batchId },
            body,
          })
        : api.post('/api/workshop/companies/{companyId}/batches/{batchId}/finish', {
            path: { companyId, batchId },
            body,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.company(companyId) }),
  });
}

/** 'Baixar' on a receipt: a fresh signed address (valid 3600 s) of one of the workshop's own receipts. */
export function portalReceiptLink(companyId: string, paymentId: string, receiptId: string) {
  return api.get('/api/workshop/companies/{companyId}/payments/{paymentId}/receipts/{receiptId}/link', {
    path: { companyId, paymentId, receiptId },
  });
}
