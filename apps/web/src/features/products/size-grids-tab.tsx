import { formatCount, type SizeGrid } from '@alinhavo/domain';
import { useState } from 'react';
import { canUse, useSessionQuery } from '@/app/session';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ListIntro } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { NewButton } from '@/components/new-button';
import { RowActions } from '@/components/row-actions';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { toastAction } from '@/lib/toast-action';
import { useDeleteSizeGrid, useSizeGrids } from './api';
import { SizeChips } from './size-chips';
import { SizeGridDialog } from './size-grid-dialog';

/** The reusable size grids (grades): name, sizes in order, products made from each. */
export function SizeGridsTab() {
  const { data: session } = useSessionQuery();
  const { data: grids, isPending, error } = useSizeGrids();
  const remove = useDeleteSizeGrid();
  const [editing, setEditing] = useState<SizeGrid | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SizeGrid | null>(null);
  const canWrite = canUse(session, 'products', 'write');
  const canDelete = canUse(session, 'products', 'delete');
  const create = canWrite && { label: 'Nova grade', onClick: () => setCreating(true) };

  async function confirmDelete() {
    if (!deleting) return;
    const id = deleting.id;
    if (
      await toastAction(() => remove.mutateAsync(id), {
        success: 'Grade excluída.',
        error: 'Não foi possível excluir a grade',
      })
    )
      setDeleting(null);
  }

  const actions = (g: SizeGrid) => (
    <RowActions
      name={g.name}
      onEdit={canWrite && (() => setEditing(g))}
      onDelete={canDelete && (() => setDeleting(g))}
      deleteBlocked={g.productCount > 0 ? 'Em uso por produtos' : undefined}
    />
  );

  const columns: DataTableColumn<SizeGrid>[] = [
    { key: 'name', header: 'Grade', cell: (g) => <span className="font-medium">{g.name}</span> },
    { key: 'sizes', header: 'Tamanhos', cell: (g) => <SizeChips sizes={g.sizes} /> },
    { key: 'products', header: 'Produtos', align: 'right', cell: (g) => g.productCount },
    ...(canWrite || canDelete
      ? [{ key: 'actions', header: '', align: 'right' as const, className: 'w-24', cell: actions }]
      : []),
  ];

  return (
    <div className="space-y-3">
      <ListIntro create={create}>
        Cada produto guarda uma cópia dos tamanhos: mudar uma grade não altera os produtos já cadastrados.
      </ListIntro>
      <LoadErrorAlert error={error} what="as grades" />
      <DataTable
        caption="Grades de tamanhos"
        columns={columns}
        rows={grids ?? []}
        rowKey={(g) => g.id}
        loading={isPending}
        empty={{
          title: 'Nenhuma grade cadastrada',
          description: 'Cadastre as grades que você usa, como PP P M G GG ou 36 38 40 42 44.',
          action: create && <NewButton {...create} />,
        }}
        mobileCard={(g) => (
          <div className="flex items-start gap-3">
            <span className="min-w-0 flex-1 space-y-2">
              <span className="block font-medium">
                {g.name}{' '}
                <span className="font-normal text-muted-foreground text-sm">
                  · {formatCount(g.productCount, 'produto', 'produtos')}
                </span>
              </span>
              <SizeChips sizes={g.sizes} />
            </span>
            {actions(g)}
          </div>
        )}
      />
      <SizeGridDialog open={creating} onOpenChange={setCreating} />
      <SizeGridDialog
        grid={editing ?? undefined}
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Excluir grade?"
        description={`A grade ${deleting?.name ?? ''} será removida do cadastro.`}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
