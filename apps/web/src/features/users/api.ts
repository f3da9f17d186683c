import type {
  Invite,
  InviteCreateInput,
  InvitesResponse,
  Member,
  MembersResponse,
  MemberUpdateInput,
  PermissionMap,
} from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const keys = {
  members: ['users', 'members'] as const,
  member: (id: string) => ['users', 'members', id] as const,
  invites: ['users', 'invites'] as const,
};

/** Members, invitations and the user limit depend on each other, so every change reloads all of them. */
function useReloadUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['users'] });
}

export function useMembers() {
  return useQuery({
    queryKey: keys.members,
    queryFn: ({ signal }) => api<MembersResponse>('/api/users', { signal }),
  });
}

export function useMember(id: string | null) {
  return useQuery({
    queryKey: keys.member(id ?? ''),
    queryFn: ({ signal }) => api<Member>(`/api/users/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    // The permission editor must start from the server's rows, never from a copy kept since the last open.
    gcTime: 0,
  });
}

export function useInvites() {
  return useQuery({
    queryKey: keys.invites,
    queryFn: ({ signal }) => api<InvitesResponse>('/api/invites', { signal }),
  });
}

export function useUpdateMember() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MemberUpdateInput }) =>
      api<Member>(`/api/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onSettled: reload,
  });
}

export function useUpdatePermissions() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: ({ id, permissions }: { id: string; permissions: PermissionMap }) =>
      api<unknown>(`/api/users/${encodeURIComponent(id)}/permissions`, {
        method: 'PUT',
        body: { permissions },
      }),
    onSettled: reload,
  });
}

export function useCreateInvite() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (input: InviteCreateInput) => api<Invite>('/api/invites', { method: 'POST', body: input }),
    onSettled: reload,
  });
}

export function useResendInvite() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (id: string) =>
      api<unknown>(`/api/invites/${encodeURIComponent(id)}/resend`, { method: 'POST', body: {} }),
    onSettled: reload,
  });
}

export function useCancelInvite() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/invites/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: reload,
  });
}
