import {
  formatBRL,
  formatCount,
  formatDate,
  isWorkshopPaymentStatus,
  WORKSHOP_PAYMENT_STATUS_LABELS,
  WORKSHOP_PAYMENT_STATUSES,
  type WorkshopPayment,
} from '@alinhavo/domain';
import { canUse, useSessionQuery } from '@/app/session';
import { activeFilterCount } from '@/components/filter-layout';
import { FilterSelect } from '@/components/filter-select';
import { FilterRow, ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { labelledOptions } from '@/components/option-select';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useListParams } from '@/lib/use-list-params';
import { PAYMENTS_PAGE_SIZE, useWorkshopOptions, useWorkshopPayments } from './api';
import { PaymentStatusBadge } from './payment-status-badge';

const STATUS_OPTIONS = labelledOptions(WORKSHOP_PAYMENT_STATUSES, WORKSHOP_PAYMENT_STATUS_LABELS);

const columns: DataTableColumn<WorkshopPayment>[] = [
  {
    key: 'batch',
    header: 'Lote',
    cell: (p) => <span className="whitespace-nowrap font-medium tabular-nums">{p.batchCode}</span>,
  },
  {
    key: 'workshop',
    header: 'Facção',
    cell: (p) => (
      <span className="block max-w-44 truncate" title={p.outworkerName}>
        {p.outworkerName}
      </span>
    ),
  },
  {
    key: 'date',
    header: 'Data',
    // The review date (the due date is 15 days on): left out where the workshop's name needs the room.
    className: 'hidden whitespace-nowrap 2xl:table-cell',
    cell: (p) => formatDate(p.createdAt),
    hideOnMobile: true,
  },
  {
    key: 'quantity',
    header: 'Quantidade',
    align: 'right',
    cell: (p) => <span className="whitespace-nowrap">{formatCount(p.quantity, 'unidade', 'unidades')}</span>,
  },
  {
    key: 'price',
    header: 'Preço unit.',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (p) => formatBRL(p.unitPriceCents),
  },
  {
    key: 'discount',
    header: 'Desconto',
    align: 'right',
    cell: (p) => (
      <span className={cn('whitespace-nowrap', p.discountAmountCents > 0 && 'text-destructive')}>
        {p.discountAmountCents > 0 ? `− ${formatBRL(p.discountAmountCents)}` : formatBRL(0)}
      </span>
    ),
  },
  {
    key: 'final',
    header: 'Valor final',
    align: 'right',
    cell: (p) => <span className="whitespace-nowrap font-semibold">{formatBRL(p.finalAmountCents)}</span>,
  },
  { key: 'status', header: 'Situação', cell: (p) => <PaymentStatusBadge status={p.status} /> },
  {
    key: 'due',
    header: 'Venc.',
    className: 'whitespace-nowrap',
    cell: (p) => (
      <span className={cn(p.overdue && 'font-medium text-destructive')}>{formatDate(p.dueDate)}</span>
    ),
  },
];

function PaymentMobileCard({ payment: p }: { payment: WorkshopPayment }) {
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">{p.batchCode}</span>
        <PaymentStatusBadge status={p.status} />
      </div>
      <div className="text-muted-foreground">
        {p.outworkerName} · {formatDate(p.createdAt)}
      </div>
      <div className="flex justify-between gap-2">
        <span>
          {formatCount(p.quantity, 'unidade', 'unidades')} × {formatBRL(p.unitPriceCents)}
        </span>
      </div>
      {p.discountAmountCents > 0 && (
        <div className="flex justify-between gap-2 text-destructive">
          <span>Desconto por defeitos</span>
          <span>− {formatBRL(p.discountAmountCents)}</span>
        </div>
      )}
      <div className="flex items-baseline justify-between gap-2">
        <span className={cn('text-muted-foreground', p.overdue && 'text-destructive')}>
          Venc. {formatDate(p.dueDate)}
        </span>
        <span className="font-semibold text-base">{formatBRL(p.finalAmountCents)}</span>
      </div>
    </div>
  );
}

/** The latest workshop payment records (part2 §3), by workshop, status, batch code or workshop name. */
export function PaymentsTab() {
  const { data: session } = useSessionQuery();
  const list = useListParams('date', ['date'] as const);
  const statusParam = list.searchParams.get('situacao') ?? '';
  const status = isWorkshopPaymentStatus(statusParam) ? statusParam : undefined;
  const outworkerId = list.searchParams.get('faccao') || undefined;
  const workshops = useWorkshopOptions(canUse(session, 'outworkers'));
  const query = useWorkshopPayments({
    page: list.params.page,
    status,
    outworkerId,
    q: list.params.q || undefined,
  });

  return (
    <div className="grid gap-3">
      <ListToolbar
        search={{
          value: list.search,
          onChange: list.setSearch,
          placeholder: 'Buscar por lote ou facção',
          label: 'Buscar pagamentos',
        }}
        filters={{
          active: activeFilterCount([status, outworkerId]),
          onClear: () => list.update({ situacao: null, faccao: null, page: 1 }),
          controls: (
            <FilterRow>
              <FilterSelect
                label="Situação"
                value={status}
                allLabel="Todas as situações"
                options={STATUS_OPTIONS}
                onChange={(value) => list.setFilter('situacao', value)}
                className="sm:w-48"
              />
              {workshops.data && (
                <FilterSelect
                  label="Facção"
                  value={outworkerId}
                  allLabel="Todas as facções"
                  options={workshops.data.items.map((w) => ({ value: w.id, label: w.name }))}
                  onChange={(value) => list.setFilter('faccao', value)}
                  className="sm:w-52"
                />
              )}
            </FilterRow>
          ),
        }}
      />
      <LoadErrorAlert error={query.error} what="os pagamentos" />
      <DataTable
        caption="Pagamentos de facção"
        columns={columns}
        rows={query.data?.items ?? []}
        rowKey={(p) => p.id}
        loading={query.isFetching}
        total={query.data?.total}
        totalCapped={query.data?.totalCapped}
        page={list.params.page}
        pageSize={PAYMENTS_PAGE_SIZE}
        onPageChange={list.setPage}
        rowHref={(p) => `/app/controle-qualidade?lote=${p.batchId}`}
        mobileCard={(p) => <PaymentMobileCard payment={p} />}
        empty={{
          title: 'Sem pagamentos registrados.',
          description: 'Cada revisão concluída registra o pagamento da facção pelo lote.',
        }}
      />
    </div>
  );
}
