import type { InvitationAcceptInput, WorkshopInvitationAcceptInput } from '@alinhavo/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** part1 §4.3: the token must match a pending, unexpired invitation. */
export function useInvitationCheck(token: string) {
  return useQuery({
    queryKey: ['invitation-check', token],
    queryFn: ({ signal }) => api.get('/api/auth/invitation/check', { query: { token }, signal }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Creates the login and profile from the invitation and signs the invitee in (sets the session cookie). */
export function acceptInvitation(input: InvitationAcceptInput) {
  return api.post('/api/auth/invitation/accept', { body: input });
}

/** The workshop variant (/signup?type=faccao): the token must match a pending, unexpired workshop invitation. */
export function useWorkshopInvitationCheck(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['workshop-invitation-check', token],
    queryFn: ({ signal }) => api.get('/api/auth/workshop-invitation/check', { query: { token }, signal }),
    enabled: Boolean(token) && enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Creates the workshop and its login from the invitation and signs it in (sets the session cookie). */
export function acceptWorkshopInvitation(input: WorkshopInvitationAcceptInput) {
  return api.post('/api/auth/workshop-invitation/accept', { body: input });
}
