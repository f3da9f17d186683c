import type {
  adminPlanInputSchema,
  OutboxStatusFilter,
  PaymentStatus,
  seoSettingsInputSchema,
} from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';

export const ADMIN_PAGE_SIZE = 20;

export type AdminCompanyListParams = {
  q: string;
  page: number;
  sort: 'name' | 'createdAt';
  dir: 'asc' | 'desc';
};
export type AdminEmailListParams = { q: string; page: number; status: OutboxStatusFilter | undefined };

export function useAdminCompanies(params: AdminCompanyListParams) {
  return useQuery({
    queryKey: ['admin', 'companies', params],
    queryFn: ({ signal }) =>
      api.get('/api/admin/companies', { query: { ...params, pageSize: ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEmails(params: AdminEmailListParams) {
  return useQuery({
    queryKey: ['admin', 'emails', params],
    queryFn: ({ signal }) =>
      api.get('/api/admin/emails', { query: { ...params, pageSize: ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEmail(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'email', id],
    queryFn: ({ signal }) => api.get('/api/admin/emails/{id}', { path: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useAdminPlans() {
  return useQuery({
    queryKey: ['admin', 'plans'],
    queryFn: ({ signal }) => api.get('/api/admin/plans', { signal }),
  });
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: z.output<typeof adminPlanInputSchema> }) =>
      api.put('/api/admin/plans/{id}', { path: { id }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] });
      // The site's plan list (landing, checkout, trial-expired) in this browser, too.
      void queryClient.invalidateQueries({ queryKey: ['public-plans'] });
    },
  });
}

export function useAdminPayments(status: PaymentStatus | undefined) {
  return useQuery({
    queryKey: ['admin', 'payments', status ?? 'all'],
    queryFn: ({ signal }) => api.get('/api/admin/payments', { query: { status }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/admin/payments/{id}/confirm', { path: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] });
    },
  });
}

export function useAdminSeo() {
  return useQuery({
    queryKey: ['admin', 'seo'],
    queryFn: ({ signal }) => api.get('/api/admin/seo', { signal }),
  });
}

export function useSaveSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof seoSettingsInputSchema>) =>
      api.put('/api/admin/seo', { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'seo'], saved);
      void queryClient.invalidateQueries({ queryKey: ['seo-settings'] });
    },
  });
}
