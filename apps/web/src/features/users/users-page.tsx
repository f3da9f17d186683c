import { canEditMember, canManageUsers, type Invite, type Member } from '@alinhavo/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useCancelInvite, useInvites, useMembers, useResendInvite } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { InviteDialog } from './invite-dialog';
import { InvitesList } from './invites-list';
import type { MemberAction } from './member-actions';
import { MemberRoleDialog } from './member-role-dialog';
import { MemberStatusDialog } from './member-status-dialog';
import { MembersList } from './members-list';
import { PermissionEditor } from './permission-editor';
import { useLastValue } from './use-last-value';
import { UserLimitIndicator, UserLimitReached } from './user-limit';

const LIMIT_NOTE_ID = 'user-limit-reached';

/** /app/usuarios (part1 §2.4, §6): members, invitations and each member's permissions. */
export function UsersPage() {
  const { data: session } = useSessionQuery();
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'convites' ? 'convites' : 'membros';
  const members = useMembers();
  const invites = useInvites();
  const resend = useResendInvite();
  const cancel = useCancelInvite();
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<{ kind: MemberAction; member: Member } | null>(null);
  const [cancelling, setCancelling] = useState<Invite | null>(null);
  const cancelShown = useLastValue(cancelling);

  const myRole = session?.user.role ?? '';
  const canManage = canManageUsers(myRole) && canUse(session, 'users', 'write');
  const isSelf = (m: Member) => m.id === session?.user.id || m.email === session?.user.email;
  const limit = members.data?.limit;
  const pendingCount = invites.data?.pending.length ?? 0;

  function setTab(value: string) {
    const next = new URLSearchParams(params);
    if (value === 'convites') next.set('aba', 'convites');
    else next.delete('aba');
    setParams(next, { replace: true });
  }

  async function resendInvite(invite: Invite) {
    try {
      await resend.mutateAsync(invite.id);
      toast.success('Convite reenviado!', {
        description: `Um novo link foi enviado para ${invite.email}. O link anterior deixou de valer.`,
      });
    } catch (error) {
      toast.error('Erro ao reenviar convite', { description: errorMessage(error) });
    }
  }

  async function cancelInvite() {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toast.success('Convite cancelado.', {
        description: `O link enviado para ${cancelling.email} não vale mais.`,
      });
      setCancelling(null);
    } catch (error) {
      toast.error('Erro ao cancelar convite', { description: errorMessage(error) });
    }
  }

  const loadError = members.error ?? invites.error;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-3">
          <p className="text-muted-foreground text-sm">
            Quem acessa a {session?.company.name ?? 'empresa'} e o que cada pessoa pode fazer.
          </p>
          {limit && <UserLimitIndicator limit={limit} />}
        </div>
        {canManage && (
          <Button
            onClick={() => setInviting(true)}
            disabled={!limit?.canAdd}
            aria-describedby={limit && !limit.canAdd ? LIMIT_NOTE_ID : undefined}
            className="w-full sm:w-auto"
          >
            <UserPlus aria-hidden="true" />
            Convidar usuário
          </Button>
        )}
      </div>
      {canManage && limit && !limit.canAdd && <UserLimitReached id={LIMIT_NOTE_ID} limit={limit} />}
      {loadError && (
        <Alert variant="destructive">
          <AlertDescription>Erro ao carregar usuários: {errorMessage(loadError)}</AlertDescription>
        </Alert>
      )}

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="membros">
            Membros
            {members.data && <span className="text-muted-foreground">{members.data.items.length}</span>}
          </TabsTrigger>
          <TabsTrigger value="convites">
            Convites
            {pendingCount > 0 && (
              <Badge className="px-1.5" aria-label={`${pendingCount} pendentes`}>
                {pendingCount}
              </Badge>
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="membros">
          <MembersList
            members={members.data?.items ?? []}
            loading={members.isPending}
            actorRole={myRole}
            canEdit={(m) => canManage && !isSelf(m) && canEditMember(myRole, m.role)}
            isSelf={isSelf}
            onAction={(kind, member) => setAction({ kind, member })}
          />
        </TabsContent>
        <TabsContent value="convites">
          <InvitesList
            pending={invites.data?.pending ?? []}
            accepted={invites.data?.accepted ?? []}
            loading={invites.isPending}
            canManage={canManage}
            canCancel={canManage && canUse(session, 'users', 'delete')}
            resendingId={resend.isPending ? (resend.variables ?? null) : null}
            onResend={(invite) => void resendInvite(invite)}
            onCancel={setCancelling}
          />
        </TabsContent>
      </Tabs>

      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        actorRole={myRole}
        onInvited={() => setTab('convites')}
      />
      <PermissionEditor
        member={action?.kind === 'permissions' ? action.member : null}
        onClose={() => setAction(null)}
      />
      <MemberRoleDialog
        member={action?.kind === 'role' ? action.member : null}
        actorRole={myRole}
        onClose={() => setAction(null)}
      />
      <MemberStatusDialog
        member={action?.kind === 'status' ? action.member : null}
        onClose={() => setAction(null)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancelar convite?"
        description={
          <p>
            O link enviado para {cancelShown?.email} deixa de funcionar e a vaga volta a ficar livre. Você
            pode convidar a pessoa de novo depois.
          </p>
        }
        confirmLabel="Cancelar convite"
        destructive
        pending={cancel.isPending}
        onConfirm={() => void cancelInvite()}
      />
    </div>
  );
}
