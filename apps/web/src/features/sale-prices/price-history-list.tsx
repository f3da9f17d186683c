import { EMPTY_MARKER, formatDateTime, formatQuantity, type PriceHistoryRow } from '@alinhavo/domain';
import { useState } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PAGE_SIZE, usePriceHistory } from './api';
import { money } from './price-figures';

function reasonLabel(row: PriceHistoryRow): string {
  if (row.reason === 'reajuste' && row.percent) {
    const value = formatQuantity(row.percent.replace('-', ''), 2);
    return row.percent.startsWith('-') ? `Reajuste de −${value}%` : `Reajuste de +${value}%`;
  }
  return row.reason === 'cadastro' ? 'Cadastro do produto' : 'Manual';
}

const what = (row: PriceHistoryRow) => (row.sku ? `SKU ${row.sku}` : 'Preço do produto');
const priceOrNone = (cents: number | null) => (cents === null ? 'sem preço' : money(cents));
const change = (row: PriceHistoryRow) =>
  `${priceOrNone(row.oldPriceCents)} → ${priceOrNone(row.newPriceCents)}`;

const columns: DataTableColumn<PriceHistoryRow>[] = [
  { key: 'changedAt', header: 'Quando', cell: (r) => formatDateTime(r.changedAt) },
  {
    key: 'product',
    header: 'Produto ou SKU',
    cell: (r) => (
      <span className="block min-w-0">
        <span className="block truncate font-medium">{r.name}</span>
        <span className="block truncate text-muted-foreground text-xs">
          {r.reference} · {what(r)}
        </span>
      </span>
    ),
  },
  {
    key: 'change',
    header: 'Anterior → novo',
    align: 'right',
    cell: (r) => <span className="tabular-nums">{change(r)}</span>,
  },
  { key: 'reason', header: 'Origem', cell: reasonLabel, hideOnMobile: true },
  { key: 'who', header: 'Quem', cell: (r) => r.changedByName ?? EMPTY_MARKER, hideOnMobile: true },
];

/** Every change of the table's prices, newest first: it only grows (corrections are new changes). */
export function PriceHistoryList({ tableId }: { tableId: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = usePriceHistory(tableId, page);
  return (
    <div className="space-y-4">
      <LoadErrorAlert error={error} what="o histórico de preços" />
      <DataTable
        caption="Histórico de preços"
        columns={columns}
        rowKey={(r) => r.id}
        rows={data?.items ?? []}
        loading={isPending}
        total={data?.total ?? 0}
        totalCapped={data?.totalCapped ?? false}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        empty={{
          title: 'Nenhuma mudança de preço ainda',
          description: 'Cada preço definido, removido ou reajustado nesta tabela aparece aqui.',
        }}
        mobileCard={(r) => (
          <div className="grid gap-1 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-medium">{r.name}</span>
              <span className="whitespace-nowrap tabular-nums">{change(r)}</span>
            </div>
            <span className="text-muted-foreground text-xs">
              {r.reference} · {what(r)}
            </span>
            <span className="text-muted-foreground text-xs">
              {formatDateTime(r.changedAt)} · {reasonLabel(r)}
              {r.changedByName ? ` · ${r.changedByName}` : ''}
            </span>
          </div>
        )}
      />
    </div>
  );
}
