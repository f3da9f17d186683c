import {
  formatCount,
  formatDateOnly,
  formatInteger,
  PRODUCTION_ORDER_SORT_KEYS,
  PRODUCTION_ORDER_STATUS_FILTERS,
  type ProductionOrderListItem,
  type ProductionOrderSortKey,
  sizeRange,
} from '@alinhavo/domain';
import { ClipboardList } from 'lucide-react';
import { useNavigate } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { LateChip } from '@/components/late-chip';
import { ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MobileCard } from '@/components/mobile-card';
import { NewButton } from '@/components/new-button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ColorSwatch } from '@/features/products';
import { filteredEmpty } from '@/lib/list-empty';
import { useListParams } from '@/lib/use-list-params';
import { ORDERS_PAGE_SIZE, ordersExportUrl, useProductionOrders } from './api';
import { OrderStatusBadge, PriorityBadge } from './order-badges';
import { activeOrderFilters, CLEAR_ORDER_FILTERS, OrderFilters } from './order-filters';
import { OrderProgressBar } from './order-progress-bar';

function GridCell({ order }: { order: ProductionOrderListItem }) {
  return (
    <span className="flex items-center gap-2">
      <span className="-space-x-1 flex">
        {order.colors.slice(0, 4).map((c) => (
          <ColorSwatch key={c.id} hex={c.hex} className="ring-2 ring-card" />
        ))}
      </span>
      <span className="whitespace-nowrap text-muted-foreground text-sm">
        {formatCount(order.colors.length, 'cor', 'cores')} · {sizeRange(order.sizes)}
      </span>
    </span>
  );
}

/** The due date, with the 'Atrasado' chip when the API's isOrderLate says so. */
function DueDate({ order }: { order: ProductionOrderListItem }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1 align-middle">
      <span className="whitespace-nowrap tabular-nums">{formatDateOnly(order.dueDate)}</span>
      {order.late && <LateChip />}
    </span>
  );
}

const columns: DataTableColumn<ProductionOrderListItem>[] = [
  {
    key: 'code',
    header: 'Código',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (o) => <span className="font-medium tabular-nums">{o.code}</span>,
  },
  {
    key: 'product',
    header: 'Produto',
    cell: (o) => (
      <span className="block min-w-40">
        <span className="block font-medium">{o.product.name}</span>
        <span className="block text-muted-foreground text-xs">{o.product.reference}</span>
      </span>
    ),
  },
  { key: 'grid', header: 'Grade', hideOnMobile: true, cell: (o) => <GridCell order={o} /> },
  {
    key: 'dueDate',
    header: 'Entrega',
    sortable: true,
    cell: (o) => <DueDate order={o} />,
  },
  {
    key: 'priority',
    header: 'Prioridade',
    sortable: true,
    cell: (o) => <PriorityBadge priority={o.priority} />,
  },
  { key: 'status', header: 'Situação', cell: (o) => <OrderStatusBadge status={o.status} /> },
  {
    key: 'progress',
    header: 'Progresso',
    hideOnMobile: true,
    cell: (o) => <OrderProgressBar totals={o.totals} />,
  },
];

/** /app/producao (part3 §4): production orders with search and filters in the URL; 'Nova ordem' opens its page. */
export function OrdersPage() {
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const { params, search, setSearch, setPage, searchParams, update } = useListParams(
    'code',
    PRODUCTION_ORDER_SORT_KEYS,
  );
  // Newest code first unless the URL says otherwise.
  const dir =
    (searchParams.get('dir') as 'asc' | 'desc' | null) ?? (searchParams.get('sort') ? 'asc' : 'desc');
  const sort: ProductionOrderSortKey = params.sort;
  const status = PRODUCTION_ORDER_STATUS_FILTERS.find((s) => s === searchParams.get('situacao'));
  const productId = searchParams.get('produto') ?? undefined;
  const dueFrom = searchParams.get('entregaDe') ?? undefined;
  const dueTo = searchParams.get('entregaAte') ?? undefined;
  const late = searchParams.get('atrasadas') === '1';
  const filters = { status, productId, dueFrom, dueTo, late };
  const listParams = { ...params, sort, dir, ...filters };
  const { data, isPending, error } = useProductionOrders(listParams);
  const canWrite = canUse(session, 'production-orders', 'write');
  const filtered = Boolean(params.q || status || productId || dueFrom || dueTo || late);

  const create = canWrite
    ? { label: 'Nova ordem', onClick: () => navigate('/app/producao/nova') }
    : undefined;

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar por código ou produto',
          label: 'Buscar ordens de produção',
        }}
        filters={{
          placement: 'below',
          active: activeOrderFilters(filters),
          onClear: () => update({ ...CLEAR_ORDER_FILTERS, page: 1 }),
          controls: <OrderFilters values={filters} onChange={(changes) => update({ ...changes, page: 1 })} />,
        }}
        count={data && { total: data.total, capped: data.totalCapped, noun: ['ordem', 'ordens'] }}
        exportHref={ordersExportUrl(listParams)}
        create={create}
      />
      <LoadErrorAlert error={error} what="ordens de produção" />
      <DataTable
        caption="Ordens de produção"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(o) => o.id}
        loading={isPending}
        total={data?.total ?? 0}
        totalCapped={data?.totalCapped}
        page={params.page}
        pageSize={ORDERS_PAGE_SIZE}
        onPageChange={setPage}
        sort={{ key: sort, direction: dir }}
        onSortChange={(next) => update({ sort: next.key, dir: next.direction, page: 1 })}
        rowHref={(o) => `/app/producao/${o.id}`}
        empty={
          filtered
            ? filteredEmpty('Nenhuma ordem encontrada', params.q)
            : {
                title: 'Nenhuma ordem de produção',
                description:
                  'Crie uma ordem com a grade de cores e tamanhos para planejar o corte e os lotes.',
                action: create ? <NewButton {...create} /> : undefined,
              }
        }
        mobileCard={(o) => (
          <MobileCard
            icon={ClipboardList}
            title={o.code}
            badges={
              <>
                <OrderStatusBadge status={o.status} />
                {o.priority !== 'normal' && <PriorityBadge priority={o.priority} />}
              </>
            }
            subtitle={o.product.name}
          >
            <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
              <span className="tabular-nums">{formatInteger(o.totals.ordered)} peças</span>
              <span>
                Entrega <DueDate order={o} />
              </span>
            </span>
            <span className="mt-2 block">
              <OrderProgressBar totals={o.totals} />
            </span>
          </MobileCard>
        )}
      />
    </div>
  );
}
