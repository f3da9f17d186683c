import { formatBRL, PROCESS_KIND_LABELS, type Process, type ProcessMoveDirection } from '@alinhavo/domain';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { canUse, useSessionQuery } from '@/app/session';
import { ListIntro } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { NewButton } from '@/components/new-button';
import { RowActions } from '@/components/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useOpenOnQuery } from '@/lib/use-open-on-query';
import { useMoveProcess, useProcesses } from './api';
import { ProcessDeleteDialog } from './process-delete-dialog';

const ProcessFormDialog = lazyDialog(() =>
  import('./process-form-dialog').then((module) => module.ProcessFormDialog),
);

const MOVES = [
  { direction: 'up', words: 'para cima', icon: ArrowUp },
  { direction: 'down', words: 'para baixo', icon: ArrowDown },
] as const;

const moveButtonId = (id: string, direction: ProcessMoveDirection) => `process-${id}-${direction}`;

function KindBadge({ process }: { process: Process }) {
  return (
    <Badge variant={process.kind === 'terceirizado' ? 'warning' : 'secondary'}>
      {PROCESS_KIND_LABELS[process.kind]}
    </Badge>
  );
}

/** /app/processos: the production stages in order, reordered with the arrows (keyboard too), edited in dialogs. */
export function ProcessesPage() {
  const { data: session } = useSessionQuery();
  const { data, isPending, error } = useProcesses();
  const move = useMoveProcess();
  const [editing, setEditing] = useState<Process | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Process | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const canWrite = canUse(session, 'processes', 'write');
  const canDelete = canUse(session, 'processes', 'delete');
  const items = data?.items ?? [];
  const create = canWrite && { label: 'Novo processo', onClick: () => openForm(null) };

  function openForm(process: Process | null) {
    setEditing(process);
    setFormOpen(true);
  }

  useOpenOnQuery(canWrite, () => openForm(null));

  async function moveProcess(process: Process, direction: ProcessMoveDirection) {
    // One move at a time; the buttons stay enabled so the focus never drops out of the list.
    if (move.isPending) return;
    try {
      const list = await move.mutateAsync({ id: process.id, direction });
      const place = list.items.findIndex((p) => p.id === process.id) + 1;
      setAnnouncement(`${process.name} agora é o ${place}º de ${list.items.length}.`);
      // Keep the keyboard on the row that moved; at the edge, on its other arrow.
      requestAnimationFrame(() => {
        const same = document.getElementById(moveButtonId(process.id, direction)) as HTMLButtonElement | null;
        const other = document.getElementById(
          moveButtonId(process.id, direction === 'up' ? 'down' : 'up'),
        ) as HTMLButtonElement | null;
        (same && !same.disabled ? same : other)?.focus();
      });
    } catch (err) {
      toast.error('Erro ao mudar a ordem', { description: errorMessage(err) });
    }
  }

  function moveButtons(process: Process, index: number) {
    return MOVES.map(({ direction, words, icon: Icon }) => (
      <Button
        key={direction}
        id={moveButtonId(process.id, direction)}
        type="button"
        variant="ghost"
        size="icon"
        className="size-9 md:size-8"
        aria-label={`Mover ${process.name} ${words}`}
        title={`Mover ${words}`}
        disabled={direction === 'up' ? index === 0 : index === items.length - 1}
        onClick={() => moveProcess(process, direction)}
      >
        <Icon aria-hidden="true" />
      </Button>
    ));
  }

  function orderCell(process: Process, index: number) {
    return (
      <span className="inline-flex items-center gap-1">
        <span className="w-6 text-right font-medium tabular-nums">{index + 1}</span>
        {canWrite && moveButtons(process, index)}
      </span>
    );
  }

  function actions(process: Process) {
    return (
      <RowActions
        name={process.name}
        onEdit={canWrite && (() => openForm(process))}
        onDelete={canDelete && (() => setDeleting(process))}
        compact
      />
    );
  }

  const indexOf = (process: Process) => items.findIndex((p) => p.id === process.id);
  const columns: DataTableColumn<Process>[] = [
    {
      key: 'position',
      header: 'Ordem',
      className: 'w-36',
      cell: (p) => orderCell(p, indexOf(p)),
    },
    {
      key: 'name',
      header: 'Nome',
      cell: (p) => (
        <span className="inline-flex items-center gap-2">
          <span className="font-medium">{p.name}</span>
          {!p.isActive && <Badge variant="outline">Inativo</Badge>}
        </span>
      ),
    },
    { key: 'kind', header: 'Tipo', cell: (p) => <KindBadge process={p} /> },
    {
      key: 'cost',
      header: 'Custo por peça',
      align: 'right',
      cell: (p) => formatBRL(p.costPerPieceCents),
    },
    ...(canWrite || canDelete
      ? [
          {
            key: 'actions',
            header: '',
            align: 'right' as const,
            className: 'w-24',
            cell: (p: Process) => actions(p),
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-4">
      <ListIntro create={create}>
        As etapas da produção, na ordem em que a peça passa por elas. O custo por peça entra nas fichas de
        custo; os terceirizados são as etapas feitas pelas facções.
      </ListIntro>
      <LoadErrorAlert error={error} what="processos" />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <DataTable
        caption="Processos"
        columns={columns}
        rows={items}
        rowKey={(p) => p.id}
        loading={isPending}
        empty={{
          title: 'Nenhum processo cadastrado',
          description: 'Cadastre as etapas da sua produção: corte, costura, acabamento...',
          action: create && <NewButton {...create} />,
        }}
        mobileCard={(p) => (
          <div className="flex items-center gap-2">
            {canWrite && <span className="-my-1 -ml-2 flex flex-col">{moveButtons(p, indexOf(p))}</span>}
            <span className="min-w-0 flex-1">
              <span className="block font-medium">
                {indexOf(p) + 1}. {p.name}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-1.5 text-muted-foreground text-sm">
                <KindBadge process={p} />
                {!p.isActive && <Badge variant="outline">Inativo</Badge>}
                <span className="tabular-nums">{formatBRL(p.costPerPieceCents)}/peça</span>
              </span>
            </span>
            {actions(p)}
          </div>
        )}
      />
      <ProcessFormDialog process={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ProcessDeleteDialog
        process={deleting}
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </div>
  );
}
