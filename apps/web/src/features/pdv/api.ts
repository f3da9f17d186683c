import type {
  CashMovementInput,
  CashRegisterCreateInput,
  CashSessionCloseInput,
  CashSessionOpenInput,
} from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiData, api } from '@/lib/api';

const keys = {
  state: ['pdv', 'state'] as const,
  session: (id: string) => ['pdv', 'session', id] as const,
};

export type CashSessionReport = ApiData<'get', '/api/cash-sessions/{id}'>;

/** The caller's open session (or none) and the company's registers. */
export function usePdvState() {
  return useQuery({
    queryKey: keys.state,
    queryFn: ({ signal }) => api.get('/api/cash-sessions/current', { signal }),
  });
}

/** A session's report (a closed one, for printing). */
export function useCashSessionReport(id: string | null) {
  return useQuery({
    queryKey: keys.session(id ?? ''),
    queryFn: ({ signal }) => api.get('/api/cash-sessions/{id}', { path: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

/** Every write answers with the session: the page shows it at once, and the registers are read again. */
function useSessionWrite<I>(write: (input: I) => Promise<CashSessionReport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (session) => {
      queryClient.setQueryData(keys.session(session.id), session);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.state }),
        queryClient.invalidateQueries({ queryKey: ['pdv', 'sessions'] }),
      ]);
    },
  });
}

export function useOpenCashSession() {
  return useSessionWrite((body: CashSessionOpenInput) => api.post('/api/cash-sessions', { body }));
}

export function useCashMovement(sessionId: string, kind: 'sangria' | 'suprimento') {
  return useSessionWrite((body: CashMovementInput) =>
    kind === 'sangria'
      ? api.post('/api/cash-sessions/{id}/sangria', { path: { id: sessionId }, body })
      : api.post('/api/cash-sessions/{id}/suprimento', { path: { id: sessionId }, body }),
  );
}

export function useCloseCashSession(sessionId: string) {
  return useSessionWrite((body: CashSessionCloseInput) =>
    api.post('/api/cash-sessions/{id}/close', { path: { id: sessionId }, body }),
  );
}

export function useCreateCashRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashRegisterCreateInput) => api.post('/api/cash-registers', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.state }),
  });
}

export type PdvRegister = ApiData<'get', '/api/cash-sessions/current'>['registers'][number];

/** The company's latest sessions ('Sessões anteriores'). */
export function useRecentCashSessions() {
  return useQuery({
    queryKey: ['pdv', 'sessions'],
    queryFn: ({ signal }) => api.get('/api/cash-sessions', { query: { page: 1, pageSize: 10 }, signal }),
  });
}
