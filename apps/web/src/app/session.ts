import type { FeatureKey, PermissionAction, SessionProfile } from '@alinhavo/domain';
import { can } from '@alinhavo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { forgetSession } from '@/lib/local-keys';

export const SESSION_QUERY_KEY = ['session'] as const;

export function useSessionQuery() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => api.get('/api/me'),
    staleTime: 60_000,
    retry: false,
  });
}

/** Whether the signed-in person may do an action on a feature (part1 §6); unmapped screens are open. */
export function canUse(
  session: SessionProfile | undefined,
  feature: FeatureKey | undefined,
  action: PermissionAction = 'access',
) {
  if (!session) return false;
  if (!feature) return true;
  return can(session.user.role, session.permissions, feature, action);
}

/** Signs out and clears everything the browser kept of the session (part1 §4.4). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (message?: string) => {
      await api.post('/api/auth/sign-out', { body: {} }).catch(() => undefined);
      forgetSession();
      queryClient.clear();
      navigate(message ? `/auth?message=${encodeURIComponent(message)}` : '/auth', { replace: true });
    },
    [navigate, queryClient],
  );
}
