import {
  formatDate,
  WORKSHOP_LINK_STATUS_LABELS,
  WORKSHOP_MESSAGES,
  type WorkshopLink,
} from '@alinhavo/domain';
import { Handshake, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { canUse, useSessionQuery } from '@/app/session';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toaster';
import { ConfirmDialog } from '@/features/users';
import { errorMessage } from '@/lib/api';
import { useRemoveWorkshopLink, useWorkshopLinks } from './api';
import { InviteWorkshopDialog } from './invite-workshop-dialog';

export function WorkshopLinkBadge({ link }: { link: WorkshopLink }) {
  if (link.status === 'active') return <Badge variant="success">{WORKSHOP_LINK_STATUS_LABELS.active}</Badge>;
  if (link.expired) return <Badge variant="destructive">Convite expirado</Badge>;
  return <Badge variant="warning">{WORKSHOP_LINK_STATUS_LABELS.pending}</Badge>;
}

function Workshop({ link }: { link: WorkshopLink }) {
  return (
    <span className="block min-w-0">
      <span className="block truncate font-medium">{link.workshopName}</span>
      <span className="block truncate text-muted-foreground text-xs">{link.email}</span>
    </span>
  );
}

/**
 * /app/portal-terceirizados (issue 14): the company's workshops on the portal — invited and not yet accepted, or
 * active — with 'Convidar para o portal' and 'Remover associação'.
 */
export function PortalLinksPage() {
  const { data: session } = useSessionQuery();
  const links = useWorkshopLinks();
  const remove = useRemoveWorkshopLink();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<WorkshopLink | null>(null);
  const canInvite = canUse(session, 'outworker-portal', 'write');
  const canRemove = canUse(session, 'outworker-portal', 'delete');

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(
        removing.kind === 'association' ? WORKSHOP_MESSAGES.linkRemoved : WORKSHOP_MESSAGES.inviteCancelled,
      );
      setRemoving(null);
    } catch (error) {
      toast.error('Erro ao remover associação', { description: errorMessage(error) });
    }
  }

  const columns: DataTableColumn<WorkshopLink>[] = [
    { key: 'workshop', header: 'Facção', cell: (l) => <Workshop link={l} /> },
    { key: 'outworker', header: 'Terceirizado', cell: (l) => l.outworkerName ?? '—' },
    { key: 'status', header: 'Situação', cell: (l) => <WorkshopLinkBadge link={l} /> },
    {
      key: 'invited',
      header: 'Convidada em',
      cell: (l) => <span className="whitespace-nowrap">{formatDate(l.invitedAt)}</span>,
    },
  ];
  if (canRemove) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      align: 'right',
      cell: (l) => (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setRemoving(l)}
          aria-label={`Remover associação com ${l.workshopName}`}
        >
          <Trash2 aria-hidden="true" />
          Remover associação
        </Button>
      ),
    });
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Portal de terceirizados"
        description="As facções acompanham pelo celular os lotes enviados a elas, iniciam e finalizam a produção e veem os pagamentos."
        actions={
          canInvite && (
            <Button onClick={() => setInviting(true)}>
              <Send aria-hidden="true" />
              Convidar para o portal
            </Button>
          )
        }
      />
      {links.error ? (
        <LoadErrorAlert error={links.error} what="o portal de terceirizados" />
      ) : (
        <DataTable
          caption="Facções no portal"
          columns={columns}
          rows={links.data?.items ?? []}
          rowKey={(l) => l.id}
          loading={links.isPending}
          empty={{
            title: 'Nenhuma facção no portal',
            description:
              'Convide uma facção pelo e-mail: ela cria o acesso e passa a ver os lotes enviados a ela.',
            action: canInvite && (
              <Button onClick={() => setInviting(true)}>
                <Handshake aria-hidden="true" />
                Convidar para o portal
              </Button>
            ),
          }}
        />
      )}
      <InviteWorkshopDialog open={inviting} onOpenChange={setInviting} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover associação?"
        description={
          removing?.kind === 'association' ? (
            <p>
              A facção <strong>{removing.workshopName}</strong> deixa de ver os lotes e os pagamentos da sua
              empresa no portal. O cadastro do terceirizado e os lotes continuam aqui.
            </p>
          ) : (
            <p>
              O convite para <strong>{removing?.email}</strong> deixa de valer.
            </p>
          )
        }
        confirmLabel="Remover associação"
        destructive
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
