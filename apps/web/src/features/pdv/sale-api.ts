import type { PdvReturnInput, PdvSaleInput } from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiData, api } from '@/lib/api';

export type PdvCatalogueData = ApiData<'get', '/api/pdv/catalogue'>;
export type PdvSaleData = ApiData<'get', '/api/pdv/sales/{id}'>;

export const saleKeys = {
  catalogue: ['pdv', 'catalogue'] as const,
  sessionSales: (sessionId: string) => ['pdv', 'session-sales', sessionId] as const,
};

/** The till's catalogue, read once per open session and kept in the page (scans never wait for the network). */
export function usePdvCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: saleKeys.catalogue,
    queryFn: ({ signal }) => api.get('/api/pdv/catalogue', { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function postPdvSale(body: PdvSaleInput) {
  return api.post('/api/pdv/sales', { body });
}

export function useSessionSales(sessionId: string) {
  return useQuery({
    queryKey: saleKeys.sessionSales(sessionId),
    queryFn: ({ signal }) => api.get('/api/cash-sessions/{id}/sales', { path: { id: sessionId }, signal }),
  });
}

export function useReturnItems(saleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PdvReturnInput) =>
      api.post('/api/pdv/sales/{id}/returns', { path: { id: saleId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pdv', 'session-sales'] }),
        queryClient.invalidateQueries({ queryKey: ['pdv', 'state'] }),
        queryClient.invalidateQueries({ queryKey: saleKeys.catalogue }),
      ]),
  });
}

/** Customers for F4 (only for users who may see customers). */
export function useCustomerSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['pdv', 'customers', q],
    queryFn: ({ signal }) =>
      api.get('/api/customers', { query: { q, page: 1, pageSize: 8, status: 'ativo' }, signal }),
    enabled,
  });
}
