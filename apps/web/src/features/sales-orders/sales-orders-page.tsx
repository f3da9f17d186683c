import {
  formatBRL,
  formatCount,
  formatDate,
  formatInteger,
  SALES_CHANNEL_LABELS,
  SALES_CHANNELS,
  SALES_ORDER_SORT_KEYS,
  SALES_ORDER_STATUS_LABELS,
  SALES_ORDER_STATUSES,
  type SalesOrderListItem,
} from '@alinhavo/domain';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { canUse, useSessionQuery } from '@/app/session';
import { DateFilterInput } from '@/components/date-filter-input';
import { activeFilterCount } from '@/components/filter-layout';
import { FilterSelect } from '@/components/filter-select';
import { ClearFiltersButton, FilterRow, ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MobileCard } from '@/components/mobile-card';
import { NewButton } from '@/components/new-button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { lazyDialog } from '@/lib/lazy-dialog';
import { filteredEmpty } from '@/lib/list-empty';
import { useListParams } from '@/lib/use-list-params';
import { SALES_PAGE_SIZE, salesExportUrl, useSalesOrderOptions, useSalesOrders } from './api';
import { SalesStatusBadge } from './status-badge';

const NewSalesOrderDialog = lazyDialog(() =>
  import('./new-order-dialog').then((module) => module.NewSalesOrderDialog),
);

const statusOptions = SALES_ORDER_STATUSES.map((value) => ({
  value,
  label: SALES_ORDER_STATUS_LABELS[value],
}));
const channelOptions = SALES_CHANNELS.map((value) => ({ value, label: SALES_CHANNEL_LABELS[value] }));

const columns: DataTableColumn<SalesOrderListItem>[] = [
  {
    key: 'code',
    header: 'Número',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (o) => <span className="font-medium tabular-nums">{o.code}</span>,
  },
  {
    key: 'customer',
    header: 'Cliente',
    cell: (o) => <span className="line-clamp-2">{o.customerName ?? 'Consumidor'}</span>,
  },
  {
    key: 'issuedAt',
    header: 'Data',
    sortable: true,
    className: 'whitespace-nowrap tabular-nums',
    cell: (o) => formatDate(o.issuedAt),
  },
  { key: 'channel', header: 'Canal', hideOnMobile: true, cell: (o) => SALES_CHANNEL_LABELS[o.channel] },
  { key: 'status', header: 'Situação', cell: (o) => <SalesStatusBadge status={o.status} /> },
  {
    key: 'pieces',
    header: 'Peças',
    hideOnMobile: true,
    className: 'text-right tabular-nums',
    cell: (o) => formatInteger(o.itemCount),
  },
  {
    key: 'total',
    header: 'Total',
    sortable: true,
    className: 'text-right whitespace-nowrap tabular-nums',
    cell: (o) => formatBRL(o.totalCents),
  },
];

const CLEAR = { situacao: null, canal: null, cliente: null, de: null, ate: null };

/** /app/vendas (= /app/pedidos-venda, part4 §1): every sale with filters, totals of the filter and CSV export. */
export function SalesOrdersPage() {
  const { data: session } = useSessionQuery();
  const { params, search, setSearch, tableProps, searchParams, update } = useListParams(
    'issuedAt',
    SALES_ORDER_SORT_KEYS,
  );
  const dir =
    (searchParams.get('dir') as 'asc' | 'desc' | null) ?? (searchParams.get('sort') ? 'asc' : 'desc');
  const status = SALES_ORDER_STATUSES.find((s) => s === searchParams.get('situacao'));
  const channel = SALES_CHANNELS.find((c) => c === searchParams.get('canal'));
  const customerId = searchParams.get('cliente') ?? undefined;
  const from = searchParams.get('de') ?? undefined;
  const to = searchParams.get('ate') ?? undefined;
  const listParams = { ...params, dir, status, channel, customerId, from, to };
  const { data, isPending, error } = useSalesOrders(listParams);
  const { data: options } = useSalesOrderOptions();
  const canWrite = canUse(session, 'sales-orders', 'write');
  const [creating, setCreating] = useState(false);
  const active = activeFilterCount([status, channel, customerId, from || to]);
  const create = canWrite ? { label: 'Novo pedido', onClick: () => setCreating(true) } : undefined;
  const customerOptions = (options?.customers ?? []).map((c) => ({ value: c.id, label: c.name }));
  const change = (changes: Record<string, string | null>) => update({ ...changes, page: 1 });
  const table = tableProps(data, isPending, SALES_PAGE_SIZE);

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar por número, cliente ou CNPJ/CPF',
          label: 'Buscar vendas',
        }}
        filters={{
          placement: 'below',
          active,
          onClear: () => change(CLEAR),
          controls: (
            <FilterRow>
              <FilterSelect
                label="Situação"
                value={status}
                allLabel="Todas as situações"
                options={statusOptions}
                onChange={(value) => change({ situacao: value ?? null })}
                className="sm:w-52"
              />
              <FilterSelect
                label="Canal"
                value={channel}
                allLabel="Todos os canais"
                options={channelOptions}
                onChange={(value) => change({ canal: value ?? null })}
                className="sm:w-40"
              />
              <FilterSelect
                label="Cliente"
                value={customerId}
                allLabel="Todos os clientes"
                options={customerOptions}
                onChange={(value) => change({ cliente: value ?? null })}
                className="sm:w-56"
              />
              <DateFilterInput
                prefix="De"
                label="Emitidos a partir de"
                value={from}
                onChange={(iso) => change({ de: iso })}
                className="sm:w-40"
              />
              <DateFilterInput
                prefix="Até"
                label="Emitidos até"
                value={to}
                onChange={(iso) => change({ ate: iso })}
                className="sm:w-40"
              />
              <ClearFiltersButton shown={active > 0} onClick={() => change(CLEAR)} />
            </FilterRow>
          ),
        }}
        count={data && { total: data.total, capped: data.totalCapped, noun: ['venda', 'vendas'] }}
        exportHref={salesExportUrl(listParams)}
        create={create}
      />
      <LoadErrorAlert error={error} what="vendas" />
      {data && data.summary.count > 0 && (
        <dl
          aria-label="Totais do filtro"
          className="grid grid-cols-3 gap-3 rounded-lg border bg-card px-4 py-3 text-sm sm:flex sm:gap-8"
        >
          <div>
            <dt className="text-muted-foreground text-xs">Vendas</dt>
            <dd className="font-semibold tabular-nums">{formatInteger(data.summary.count)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Peças</dt>
            <dd className="font-semibold tabular-nums">{formatInteger(data.summary.pieces)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">
              Valor<span className="hidden sm:inline"> (sem cancelados)</span>
            </dt>
            <dd className="font-semibold tabular-nums">{formatBRL(data.summary.totalCents)}</dd>
          </div>
        </dl>
      )}
      <DataTable
        caption="Pedidos de venda"
        columns={columns}
        rowKey={(o) => o.id}
        {...table}
        sort={{ key: params.sort, direction: dir }}
        rowHref={(o) => `/app/pedido/${o.id}`}
        empty={
          params.q || active
            ? filteredEmpty('Nenhuma venda encontrada', params.q)
            : {
                title: 'Nenhum pedido de venda',
                description:
                  'Crie um pedido para um cliente com a grade de cores e tamanhos de cada produto.',
                action: create ? <NewButton {...create} /> : undefined,
              }
        }
        mobileCard={(o) => (
          <MobileCard
            icon={ShoppingBag}
            title={o.code}
            badges={<SalesStatusBadge status={o.status} />}
            subtitle={o.customerName ?? 'Consumidor'}
          >
            <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
              <span className="tabular-nums">{formatDate(o.issuedAt)}</span>
              <span className="tabular-nums">{formatCount(o.itemCount, 'peça', 'peças')}</span>
              <span className="font-medium text-foreground tabular-nums">{formatBRL(o.totalCents)}</span>
            </span>
          </MobileCard>
        )}
      />
      <NewSalesOrderDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
