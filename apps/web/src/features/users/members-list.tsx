import { formatDateTime, type Member, roleLabel } from '@alinhavo/domain';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { type MemberAction, MemberActions } from './member-actions';

type Props = {
  members: Member[];
  loading: boolean;
  actorRole: string;
  /** Whether the signed-in manager may change this member (never themselves). */
  canEdit: (member: Member) => boolean;
  isSelf: (member: Member) => boolean;
  onAction: (action: MemberAction, member: Member) => void;
};

function lastAccess(member: Member) {
  return member.lastAccessAt ? formatDateTime(member.lastAccessAt) : 'Nunca acessou';
}

function StatusBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Ativo' : 'Inativo'}</Badge>;
}

/** The company's members: a table on wide screens, cards on phones. */
export function MembersList({ members, loading, actorRole, canEdit, isSelf, onAction }: Props) {
  const actions = (member: Member) =>
    canEdit(member) ? <MemberActions member={member} actorRole={actorRole} onAction={onAction} /> : null;

  const columns: DataTableColumn<Member>[] = [
    {
      key: 'name',
      header: 'Usuário',
      cell: (m) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium">
            {m.fullName}
            {isSelf(m) && <span className="font-normal text-muted-foreground"> (você)</span>}
          </span>
          <span className="block truncate text-muted-foreground text-xs">{m.email}</span>
        </span>
      ),
    },
    { key: 'role', header: 'Função', cell: (m) => roleLabel(m.role) },
    { key: 'status', header: 'Situação', cell: (m) => <StatusBadge active={m.isActive} /> },
    {
      key: 'lastAccess',
      header: 'Último acesso',
      cell: (m) => <span className="whitespace-nowrap">{lastAccess(m)}</span>,
    },
  ];
  if (members.some(canEdit)) {
    columns.push({ key: 'actions', header: 'Ações', align: 'right', className: 'w-16', cell: actions });
  }

  return (
    <DataTable
      caption="Membros"
      columns={columns}
      rows={members}
      rowKey={(m) => m.id}
      loading={loading}
      empty={{ title: 'Nenhum usuário', description: 'Convide pessoas da sua equipe para usar o Alinhavo.' }}
      mobileCard={(m) => (
        <div className="grid gap-2">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium">
                {m.fullName}
                {isSelf(m) && <span className="font-normal text-muted-foreground"> (você)</span>}
              </p>
              <p className="truncate text-muted-foreground text-sm">{m.email}</p>
            </div>
            <div className="-mt-1.5 -mr-2">{actions(m)}</div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{roleLabel(m.role)}</Badge>
            <StatusBadge active={m.isActive} />
          </div>
          <p className="text-muted-foreground text-xs">Último acesso: {lastAccess(m)}</p>
        </div>
      )}
    />
  );
}
