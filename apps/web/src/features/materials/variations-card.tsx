import { formatCount, type Material, type MaterialVariation, variationName } from '@alinhavo/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ActionMenu } from '@/components/action-menu';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useUpdateVariation } from './api';
import { BelowMinimumBadge } from './below-minimum-badge';
import { formatStock, isZeroQuantity } from './format';

const VariationDeleteDialog = lazyDialog(() =>
  import('./variation-delete-dialog').then((module) => module.VariationDeleteDialog),
);
const VariationAddDialog = lazyDialog(() =>
  import('./variation-add-dialog').then((module) => module.VariationAddDialog),
);
const VariationEditDialog = lazyDialog(() =>
  import('./variation-edit-dialog').then((module) => module.VariationEditDialog),
);

function Swatch({ hex }: { hex: string | null }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 shrink-0 rounded-full border border-black/10',
        !hex && 'border-dashed bg-muted',
      )}
      style={hex ? { background: hex } : undefined}
    />
  );
}

/** Name with the colour swatch; colour and size underneath when a custom name hides them. */
function VariationName({ v }: { v: MaterialVariation }) {
  const generated = variationName(v.colorName, v.size);
  return (
    <span className="inline-flex min-w-0 items-start gap-2">
      <span className="mt-0.5">
        <Swatch hex={v.colorHex} />
      </span>
      <span className="grid min-w-0">
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className={cn('font-medium', v.status === 'inativo' && 'text-muted-foreground line-through')}>
            {v.name}
          </span>
        </span>
        {!v.isDefault && generated !== v.name && (
          <span className="text-muted-foreground text-xs">{generated}</span>
        )}
      </span>
    </span>
  );
}

function StatusBadge({ v }: { v: MaterialVariation }) {
  return v.status === 'ativo' ? (
    <Badge variant="success">Ativa</Badge>
  ) : (
    <Badge variant="secondary">Inativa</Badge>
  );
}

/** Variations with their stock (read-only: only the stock ledger moves it) and status; add, edit, deactivate. */
export function VariationsCard({
  material,
  canWrite,
  className,
}: {
  material: Material;
  canWrite: boolean;
  className?: string;
}) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<MaterialVariation | null>(null);
  const [deleting, setDeleting] = useState<MaterialVariation | null>(null);
  const update = useUpdateVariation();

  async function toggle(v: MaterialVariation) {
    const status = v.status === 'ativo' ? 'inativo' : 'ativo';
    try {
      await update.mutateAsync({ id: v.id, patch: { status } });
      toast.success(
        status === 'inativo' ? `Variação ${v.name} desativada.` : `Variação ${v.name} reativada.`,
      );
    } catch (error) {
      toast.error('Erro ao alterar a variação', { description: errorMessage(error) });
    }
  }

  function actions(v: MaterialVariation) {
    if (!canWrite) return null;
    // The API refuses the rest (stock, ledger lines, cost sheets); offer 'Excluir' only where it can work.
    const deletable =
      !v.hasMovements && isZeroQuantity(v.stock) && !(v.isDefault && material.variations.length === 1);
    return (
      <ActionMenu
        label={`Ações da variação ${v.name}`}
        items={[
          { label: 'Editar', onSelect: () => setEditing(v) },
          { label: v.status === 'ativo' ? 'Desativar' : 'Reativar', onSelect: () => void toggle(v) },
          ...(deletable ? [{ label: 'Excluir', destructive: true, onSelect: () => setDeleting(v) }] : []),
        ]}
      />
    );
  }

  const stock = (v: MaterialVariation) => (
    <span className={cn('tabular-nums', v.belowMinimum && 'font-semibold text-destructive')}>
      {formatStock(v.stock, material.unit)}
    </span>
  );

  const columns: DataTableColumn<MaterialVariation>[] = [
    { key: 'name', header: 'Variação', cell: (v) => <VariationName v={v} /> },
    {
      key: 'stock',
      header: 'Estoque',
      align: 'right',
      cell: (v) => (
        <span className="inline-flex flex-col items-end gap-1">
          {stock(v)}
          {v.belowMinimum && <BelowMinimumBadge />}
        </span>
      ),
    },
    { key: 'status', header: 'Situação', cell: (v) => <StatusBadge v={v} /> },
    ...(canWrite ? [{ key: 'actions', header: '', className: 'w-12', cell: actions }] : []),
  ];

  const active = material.variations.filter((v) => v.status === 'ativo').length;

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Variações</CardTitle>
        <CardDescription>
          {formatCount(material.variations.length, 'variação', 'variações')}
          {active !== material.variations.length ? `, ${formatCount(active, 'ativa', 'ativas')}` : ''}. O
          estoque muda só pelas movimentações.
        </CardDescription>
        {canWrite && (
          <CardAction>
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Adicionar
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="px-2 sm:px-3">
        <DataTable
          caption="Variações do material"
          columns={columns}
          rows={material.variations}
          rowKey={(v) => v.id}
          mobileCard={(v) => (
            <div className="flex items-start justify-between gap-3">
              <div className="grid min-w-0 gap-1.5">
                <VariationName v={v} />
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  {stock(v)}
                  {v.belowMinimum && <BelowMinimumBadge />}
                  {v.status === 'inativo' && <StatusBadge v={v} />}
                </div>
              </div>
              {actions(v)}
            </div>
          )}
        />
      </CardContent>
      <VariationAddDialog material={material} open={adding} onOpenChange={setAdding} />
      {editing && (
        <VariationEditDialog variation={editing} open onOpenChange={(open) => !open && setEditing(null)} />
      )}
      {deleting && (
        <VariationDeleteDialog
          variation={deleting}
          open
          onOpenChange={(open) => !open && setDeleting(null)}
        />
      )}
    </Card>
  );
}
