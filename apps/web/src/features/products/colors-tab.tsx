import { type Color, EMPTY_MARKER, formatCount } from '@alinhavo/domain';
import { useState } from 'react';
import { canUse, useSessionQuery } from '@/app/session';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ListIntro } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { NewButton } from '@/components/new-button';
import { RowActions } from '@/components/row-actions';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { toastAction } from '@/lib/toast-action';
import { useColors, useDeleteColor } from './api';
import { ColorDialog } from './color-dialog';
import { ColorSwatch } from './color-swatch';

/** The company's colours: swatch, name, SKU code and how many products use each. */
export function ColorsTab() {
  const { data: session } = useSessionQuery();
  const { data: colors, isPending, error } = useColors();
  const remove = useDeleteColor();
  const [editing, setEditing] = useState<Color | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Color | null>(null);
  const canWrite = canUse(session, 'products', 'write');
  const canDelete = canUse(session, 'products', 'delete');
  const create = canWrite && { label: 'Nova cor', onClick: () => setCreating(true) };

  async function confirmDelete() {
    if (!deleting) return;
    const id = deleting.id;
    if (
      await toastAction(() => remove.mutateAsync(id), {
        success: 'Cor excluída.',
        error: 'Não foi possível excluir a cor',
      })
    )
      setDeleting(null);
  }

  const actions = (c: Color) => (
    <RowActions
      name={c.name}
      onEdit={canWrite && (() => setEditing(c))}
      onDelete={canDelete && (() => setDeleting(c))}
      deleteBlocked={c.productCount > 0 ? 'Em uso por produtos' : undefined}
    />
  );

  const columns: DataTableColumn<Color>[] = [
    {
      key: 'name',
      header: 'Cor',
      cell: (c) => (
        <span className="inline-flex items-center gap-2">
          <ColorSwatch hex={c.hex} className="size-5" />
          <span className="font-medium">{c.name}</span>
        </span>
      ),
    },
    { key: 'code', header: 'Código', cell: (c) => c.code ?? EMPTY_MARKER },
    { key: 'hex', header: 'Amostra', cell: (c) => c.hex ?? EMPTY_MARKER, hideOnMobile: true },
    {
      key: 'products',
      header: 'Produtos',
      align: 'right',
      cell: (c) => c.productCount,
    },
    ...(canWrite || canDelete
      ? [{ key: 'actions', header: '', align: 'right' as const, className: 'w-24', cell: actions }]
      : []),
  ];

  return (
    <div className="space-y-3">
      <ListIntro create={create}>
        Usadas nos produtos (grade de cores × tamanhos) e nas variações de materiais.
      </ListIntro>
      <LoadErrorAlert error={error} what="as cores" />
      <DataTable
        caption="Cores"
        columns={columns}
        rows={colors ?? []}
        rowKey={(c) => c.id}
        loading={isPending}
        empty={{
          title: 'Nenhuma cor cadastrada',
          description: 'Cadastre as cores em que seus produtos são feitos, com código e amostra.',
          action: create && <NewButton {...create} />,
        }}
        mobileCard={(c) => (
          <div className="flex items-center gap-3">
            <ColorSwatch hex={c.hex} className="size-8" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{c.name}</span>
              <span className="block text-muted-foreground text-sm">
                {[c.code, formatCount(c.productCount, 'produto', 'produtos')].filter(Boolean).join(' · ')}
              </span>
            </span>
            {actions(c)}
          </div>
        )}
      />
      <ColorDialog open={creating} onOpenChange={setCreating} />
      <ColorDialog
        color={editing ?? undefined}
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Excluir cor?"
        description={`${deleting?.name ?? ''} será removida do cadastro.`}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
