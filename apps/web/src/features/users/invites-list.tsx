import { accessProfileLabel, formatDate, formatDateTime, type Invite, roleLabel } from '@alinhavo/domain';
import { RotateCw, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

type Props = {
  pending: Invite[];
  accepted: Invite[];
  loading: boolean;
  canManage: boolean;
  /** Cancelling is a delete: it also needs the `users` delete permission. */
  canCancel: boolean;
  resendingId: string | null;
  onResend: (invite: Invite) => void;
  onCancel: (invite: Invite) => void;
};

function Invitee({ invite }: { invite: Invite }) {
  return (
    <span className="block min-w-0">
      <span className="block truncate font-medium">{invite.fullName}</span>
      <span className="block truncate text-muted-foreground text-xs">{invite.email}</span>
    </span>
  );
}

function Access({ invite }: { invite: Invite }) {
  return (
    <span className="whitespace-nowrap">
      {roleLabel(invite.role)} · {accessProfileLabel(invite.selectedProfile)}
    </span>
  );
}

function Validity({ invite }: { invite: Invite }) {
  return invite.expired ? (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant="destructive">Expirado</Badge>
      <span className="whitespace-nowrap text-muted-foreground text-xs">
        em {formatDate(invite.expiresAt)}
      </span>
    </span>
  ) : (
    <span className="whitespace-nowrap">Expira em {formatDate(invite.expiresAt)}</span>
  );
}

function invitedBy(invite: Invite) {
  const when = formatDate(invite.createdAt);
  return invite.createdByName ? `${invite.createdByName} em ${when}` : when;
}

/** Pending invitations (with resend and cancel for managers) and the ones already accepted. */
export function InvitesList({
  pending,
  accepted,
  loading,
  canManage,
  canCancel,
  resendingId,
  onResend,
  onCancel,
}: Props) {
  const actions = (invite: Invite) => (
    <div className="flex flex-wrap justify-end gap-2 md:flex-nowrap">
      <Button
        variant="outline"
        size="sm"
        loading={resendingId === invite.id}
        onClick={() => onResend(invite)}
        aria-label={`Reenviar convite para ${invite.fullName}`}
      >
        <RotateCw aria-hidden="true" />
        Reenviar
      </Button>
      {canCancel && (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => onCancel(invite)}
          aria-label={`Cancelar convite para ${invite.fullName}`}
        >
          <X aria-hidden="true" />
          Cancelar
        </Button>
      )}
    </div>
  );

  const pendingColumns: DataTableColumn<Invite>[] = [
    { key: 'invitee', header: 'Convidado', cell: (i) => <Invitee invite={i} /> },
    { key: 'access', header: 'Função · Perfil', cell: (i) => <Access invite={i} /> },
    { key: 'by', header: 'Convidado por', cell: invitedBy },
    { key: 'validity', header: 'Validade', cell: (i) => <Validity invite={i} /> },
  ];
  if (canManage) {
    pendingColumns.push({ key: 'actions', header: 'Ações', align: 'right', cell: actions });
  }

  const acceptedColumns: DataTableColumn<Invite>[] = [
    { key: 'invitee', header: 'Convidado', cell: (i) => <Invitee invite={i} /> },
    { key: 'access', header: 'Função · Perfil', cell: (i) => <Access invite={i} /> },
    { key: 'by', header: 'Convidado por', cell: invitedBy },
    {
      key: 'accepted',
      header: 'Aceito em',
      cell: (i) => <span className="whitespace-nowrap">{formatDateTime(i.acceptedAt)}</span>,
    },
  ];

  return (
    <div className="grid gap-6">
      <section className="grid gap-2" aria-labelledby="invites-pending">
        <h2 id="invites-pending" className="font-semibold text-base">
          Pendentes
        </h2>
        <DataTable
          caption="Convites pendentes"
          columns={pendingColumns}
          rows={pending}
          rowKey={(i) => i.id}
          loading={loading}
          empty={{
            title: 'Nenhum convite pendente',
            description: 'Os convites enviados aparecem aqui até a pessoa criar a senha.',
          }}
          mobileCard={(i) => (
            <div className="grid gap-2">
              <Invitee invite={i} />
              <p className="text-sm">
                <Access invite={i} />
              </p>
              <div className="text-sm">
                <Validity invite={i} />
              </div>
              <p className="text-muted-foreground text-xs">Convidado por {invitedBy(i)}</p>
              {canManage && <div className="pt-1 [&>div]:justify-start">{actions(i)}</div>}
            </div>
          )}
        />
      </section>
      <section className="grid gap-2" aria-labelledby="invites-accepted">
        <h2 id="invites-accepted" className="font-semibold text-base">
          Aceitos
        </h2>
        <DataTable
          caption="Convites aceitos"
          columns={acceptedColumns}
          rows={accepted}
          rowKey={(i) => i.id}
          loading={loading}
          empty={{ title: 'Nenhum convite aceito ainda' }}
          mobileCard={(i) => (
            <div className="grid gap-2">
              <Invitee invite={i} />
              <p className="text-sm">
                <Access invite={i} />
              </p>
              <p className="text-muted-foreground text-xs">Aceito em {formatDateTime(i.acceptedAt)}</p>
            </div>
          )}
        />
      </section>
    </div>
  );
}
