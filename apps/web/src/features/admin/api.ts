import type { AdminCompany, AdminEmail, AdminEmailDetail, OutboxStatusFilter, Page } from '@alinhavo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toQueryString } from '@/lib/use-list-params';

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
      api<Page<AdminCompany>>(
        `/api/admin/companies${toQueryString({ ...params, pageSize: ADMIN_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEmails(params: AdminEmailListParams) {
  return useQuery({
    queryKey: ['admin', 'emails', params],
    queryFn: ({ signal }) =>
      api<Page<AdminEmail>>(`/api/admin/emails${toQueryString({ ...params, pageSize: ADMIN_PAGE_SIZE })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEmail(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'email', id],
    queryFn: ({ signal }) =>
      api<AdminEmailDetail>(`/api/admin/emails/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
  });
}
