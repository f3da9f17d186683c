import type { InviteCreateInput, MemberUpdateInput, PermissionMap } from '@alinhavo/domain';
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
    queryFn: ({ signal }) => api.get('/api/users', { signal }),
  });
}

export function useMember(id: string | null) {
  return useQuery({
    queryKey: keys.member(id ?? ''),
    queryFn: ({ signal }) => api.get('/api/users/{id}', { path: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    // The permission editor must start from the server's rows, never from a copy kept since the last open.
    gcTime: 0,
  });
}

export function useInvites() {
  return useQuery({
    queryKey: keys.invites,
    queryFn: ({ signal }) => api.get('/api/invites', { signal }),
  });
}

export function useUpdateMember() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MemberUpdateInput }) =>
      api.patch('/api/users/{id}', { path: { id }, body: patch }),
    onSettled: reload,
  });
}

export function useUpdatePermissions() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: ({ id, permissions }: { id: string; permissions: PermissionMap }) =>
      api.put('/api/users/{id}/permissions', { path: { id }, body: { permissions } }),
    onSettled: reload,
  });
}

export function useCreateInvite() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (input: InviteCreateInput) => api.post('/api/invites', { body: input }),
    onSettled: reload,
  });
}

export function useResendInvite() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/invites/{id}/resend', { path: { id } }),
    onSettled: reload,
  });
}

export function useCancelInvite() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/invites/{id}', { path: { id } }),
    onSettled: reload,
  });
}
