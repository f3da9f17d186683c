import {
  BATCH_DISPATCH_MESSAGES,
  type BatchSendInput,
  type DispatchSupply,
  formatCount,
  formatInteger,
  formatQuantity,
  unitDecimals,
} from '@alinhavo/domain';
import { CircleAlert } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DecimalInput } from '@/components/decimal-input';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { type SupplyLineStatus, supplyWhere } from './supply-lines';

type Row = DispatchSupply & { index: number; status: SupplyLineStatus };

export function SupplyStatusBadge({ status }: { status: SupplyLineStatus }) {
  if (status === 'ok') return <Badge variant="success">OK</Badge>;
  if (status === 'skipped') return <Badge variant="secondary">Não enviado</Badge>;
  return <Badge variant="destructive">Insuficiente</Badge>;
}

function QuantityInput({
  row,
  register,
  error,
}: {
  row: Row;
  register: UseFormRegister<BatchSendInput>;
  error: string | undefined;
}) {
  const id = `quantity-${row.index}`;
  return (
    <div className="grid justify-items-end gap-1">
      <div className="flex items-center gap-1.5">
        <DecimalInput
          id={id}
          decimals={unitDecimals(row.unit)}
          aria-label={`Quantidade de ${row.materialName} ${supplyWhere(row)}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 w-28"
          {...register(`quantities.${row.index}.quantity`)}
        />
        <span className="w-8 text-muted-foreground text-xs">{row.unit}</span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function StockCell({ row }: { row: Row }) {
  if (!row.variation) {
    return (
      <span
        className={cn(
          'inline-flex items-start gap-1 text-xs',
          row.status === 'missing' ? 'text-destructive' : 'text-muted-foreground',
        )}
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {row.missingVariation}
      </span>
    );
  }
  return (
    <span className="grid">
      <span className={cn('tabular-nums', row.status === 'insufficient' && 'font-semibold text-destructive')}>
        {formatQuantity(row.available)} {row.unit}
      </span>
      <span className="text-muted-foreground text-xs">{row.variation.name}</span>
    </span>
  );
}

/**
 * part2: the supplies per colour (per size for labels), each with its adjustable quantity, the stock of the
 * matched variation and its status, recomputed live by the page.
 */
export function SuppliesTable({
  supplies,
  statuses,
  register,
  errors,
}: {
  supplies: DispatchSupply[];
  statuses: Map<string, SupplyLineStatus>;
  register: UseFormRegister<BatchSendInput>;
  errors: FieldErrors<BatchSendInput>;
}) {
  const rows: Row[] = supplies.map((supply, index) => ({
    ...supply,
    index,
    status: statuses.get(supply.key) ?? 'ok',
  }));
  const errorOf = (row: Row) => errors.quantities?.[row.index]?.quantity?.message;
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'material',
      header: 'Material',
      cell: (row) => <span className="font-medium">{row.materialName}</span>,
    },
    { key: 'where', header: 'Cor / Tamanho', cell: (row) => supplyWhere(row) },
    { key: 'pieces', header: 'Peças', align: 'right', cell: (row) => formatInteger(row.pieces) },
    {
      key: 'perPiece',
      header: 'Por peça',
      align: 'right',
      cell: (row) => formatQuantity(row.perPiece, 4),
    },
    {
      key: 'quantity',
      header: 'Quantidade',
      align: 'right',
      cell: (row) => <QuantityInput row={row} register={register} error={errorOf(row)} />,
    },
    { key: 'stock', header: 'Estoque', cell: (row) => <StockCell row={row} />, className: 'max-w-56' },
    { key: 'status', header: 'Situação', cell: (row) => <SupplyStatusBadge status={row.status} /> },
  ];
  return (
    <DataTable
      caption="Insumos do lote"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      empty={{
        title: BATCH_DISPATCH_MESSAGES.noSupplies,
        description: 'A ficha de custo do produto não tem materiais usados pela facção.',
      }}
      mobileCard={(row) => (
        <div className="grid gap-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">{row.materialName}</p>
              <p className="text-muted-foreground text-sm">
                {supplyWhere(row)} · {formatCount(row.pieces, 'peça', 'peças')} ×{' '}
                {formatQuantity(row.perPiece, 4)}
              </p>
            </div>
            <SupplyStatusBadge status={row.status} />
          </div>
          <div className="flex items-end justify-between gap-3">
            <div className="grid min-w-0 gap-0.5">
              <span className="text-muted-foreground text-xs">Estoque</span>
              <StockCell row={row} />
            </div>
            <div className="grid justify-items-end gap-0.5">
              <span className="pr-9 text-muted-foreground text-xs">Quantidade</span>
              <QuantityInput row={row} register={register} error={errorOf(row)} />
            </div>
          </div>
        </div>
      )}
    />
  );
}
