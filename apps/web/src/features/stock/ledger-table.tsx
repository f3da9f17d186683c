import {
  EMPTY_MARKER,
  formatBRL,
  formatDateTime,
  STOCK_MOVEMENT_TYPE_LABELS,
  type StockMovement,
} from '@alinhavo/domain';
import { Undo2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { formatSignedQuantity, formatStockQuantity, isNegativeQuantity, MOVEMENT_TYPE_TONES } from './format';

function TypeBadges({ m }: { m: StockMovement }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={MOVEMENT_TYPE_TONES[m.type]}>{STOCK_MOVEMENT_TYPE_LABELS[m.type]}</Badge>
      {m.reversesMovementId && <Badge variant="outline">Estorno</Badge>}
      {m.reversedByMovementId && <Badge variant="secondary">Estornada</Badge>}
    </span>
  );
}

function Quantity({ m }: { m: StockMovement }) {
  return (
    <span
      className={cn(
        'whitespace-nowrap font-medium tabular-nums',
        isNegativeQuantity(m.quantity) ? 'text-destructive' : 'text-success',
      )}
    >
      {formatSignedQuantity(m.quantity)} <span className="font-normal text-muted-foreground">{m.unit}</span>
    </span>
  );
}

function variantText(m: StockMovement): string {
  if (m.itemKind === 'product') return [m.variantLabel, m.sku].filter(Boolean).join(' · ') || EMPTY_MARKER;
  return m.variantLabel ?? EMPTY_MARKER;
}

function notesText(m: StockMovement): string {
  return [m.supplierName, m.origin && `de ${m.origin}`, m.destination && `para ${m.destination}`, m.notes]
    .filter(Boolean)
    .join(' · ');
}

export function canReverse(m: StockMovement): boolean {
  return !m.reversesMovementId && !m.reversedByMovementId;
}

/** The ledger lines: a table on desktop, cards on phones; 'Estornar' per line for those who may write. */
export function LedgerTable({
  rows,
  loading,
  empty,
  onReverse,
}: {
  rows: StockMovement[];
  loading: boolean;
  empty: { title: string; description?: string };
  onReverse?: ((m: StockMovement) => void) | undefined;
}) {
  const reverseButton = (m: StockMovement, compact = false) =>
    onReverse && canReverse(m) ? (
      <Button
        type="button"
        variant="ghost"
        size={compact ? 'sm' : 'icon'}
        onClick={() => onReverse(m)}
        aria-label={`Estornar ${STOCK_MOVEMENT_TYPE_LABELS[m.type].toLowerCase()} de ${m.itemName}`}
        title="Estornar"
      >
        <Undo2 aria-hidden="true" />
        {compact ? 'Estornar' : null}
      </Button>
    ) : null;

  const columns: DataTableColumn<StockMovement>[] = [
    {
      key: 'date',
      header: 'Data',
      className: 'whitespace-nowrap',
      cell: (m) => {
        const [day, time] = formatDateTime(m.createdAt).split(' ');
        return (
          <span className="grid leading-tight">
            <span>{day}</span>
            <span className="text-muted-foreground text-xs">{time}</span>
          </span>
        );
      },
    },
    { key: 'type', header: 'Tipo', cell: (m) => <TypeBadges m={m} /> },
    {
      key: 'item',
      header: 'Item',
      className: 'min-w-40',
      cell: (m) => (
        <span className="grid leading-tight" title={m.sku ?? undefined}>
          <span className="font-medium">{m.itemName}</span>
          <span className="text-muted-foreground text-xs">{m.variantLabel ?? EMPTY_MARKER}</span>
        </span>
      ),
    },
    { key: 'quantity', header: 'Quantidade', align: 'right', cell: (m) => <Quantity m={m} /> },
    {
      key: 'balance',
      header: 'Saldo após',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (m) => formatStockQuantity(m.balanceAfter, m.unit),
    },
    {
      key: 'cost',
      header: 'Custo unit.',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (m) => (m.unitCostCents === null ? EMPTY_MARKER : formatBRL(m.unitCostCents)),
    },
    {
      key: 'user',
      header: 'Usuário / observações',
      cell: (m) => {
        const text = notesText(m);
        // The width is capped on the content: a table cell's own max-width does not hold the column back.
        return (
          <span className="grid max-w-52 leading-tight">
            <span className="truncate">{m.createdByName ?? EMPTY_MARKER}</span>
            {text && (
              <span className="truncate text-muted-foreground text-xs" title={text}>
                {text}
              </span>
            )}
          </span>
        );
      },
    },
    ...(onReverse
      ? [{ key: 'actions', header: '', className: 'w-12', cell: (m: StockMovement) => reverseButton(m) }]
      : []),
  ];

  return (
    <DataTable
      caption="Movimentações de estoque"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id}
      loading={loading}
      empty={empty}
      mobileCard={(m) => (
        <div className="grid gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <TypeBadges m={m} />
            <Quantity m={m} />
          </div>
          <div className="min-w-0">
            <span className="block truncate font-medium">{m.itemName}</span>
            <span className="block truncate text-muted-foreground text-sm">{variantText(m)}</span>
          </div>
          <div className="flex items-center justify-between gap-2 text-muted-foreground text-xs">
            <span className="truncate">
              {[formatDateTime(m.createdAt), m.createdByName].filter(Boolean).join(' · ')}
            </span>
            <span className="shrink-0 tabular-nums">Saldo {formatStockQuantity(m.balanceAfter, m.unit)}</span>
          </div>
          {(m.notes || m.unitCostCents !== null || m.supplierName) && (
            <p className="text-muted-foreground text-xs">
              {[
                m.unitCostCents === null ? null : `${formatBRL(m.unitCostCents)}/${m.unit}`,
                m.supplierName,
                m.notes,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
          {onReverse && canReverse(m) && (
            <div className="-mb-1 flex justify-end">{reverseButton(m, true)}</div>
          )}
        </div>
      )}
    />
  );
}
