import {
  BATCH_SORT_KEYS,
  type BatchListItem,
  EMPTY_MARKER,
  formatInteger,
  isBatchStatus,
} from '@alinhavo/domain';
import { Layers } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { activeFilterCount } from '@/components/filter-layout';
import { FilterSelect } from '@/components/filter-select';
import { FilterRow, ListToolbar } from '@/components/list-toolbar';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MobileCardIcon } from '@/components/mobile-card';
import { NewButton } from '@/components/new-button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { filteredEmpty } from '@/lib/list-empty';
import { useListParams } from '@/lib/use-list-params';
import { BATCHES_PAGE_SIZE, batchesExportUrl, useBatches, useBatchFilterOptions } from './api';
import { BatchCreateDialog } from './batch-create-dialog';
import { BatchFlagFilters, batchFlagsFromSearch } from './batch-flag-filters';
import { BatchLabelsBar } from './batch-labels-bar';
import { BatchStatusBadge } from './batch-status-badge';
import { ColorDots } from './color-dots';
import { DueDate } from './due-date';
import { useBatchListRealtime } from './realtime';
import { StatusChips } from './status-chips';
import { WorkshopFilter } from './workshop-filter';

const columns: DataTableColumn<BatchListItem>[] = [
  {
    key: 'code',
    header: 'Lote',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (b) => <span className="font-medium font-mono">{b.code}</span>,
  },
  {
    key: 'product',
    header: 'Produto',
    cell: (b) => (
      <span className="grid max-w-56 leading-tight" title={`${b.productReference} ${b.productName}`}>
        <span className="text-muted-foreground text-xs">{b.productReference}</span>
        <span className="line-clamp-2">{b.productName}</span>
      </span>
    ),
  },
  {
    key: 'order',
    header: 'Ordem',
    hideOnMobile: true,
    className: 'whitespace-nowrap',
    cell: (b) => <span className="text-muted-foreground tabular-nums">{b.orderCode}</span>,
  },
  {
    key: 'grid',
    header: 'Grade',
    hideOnMobile: true,
    cell: (b) => (
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        <ColorDots colors={b.colors} />
        <span>{b.sizeLabel || EMPTY_MARKER}</span>
      </span>
    ),
  },
  {
    key: 'quantity',
    header: 'Peças',
    sortable: true,
    align: 'right',
    cell: (b) => <span className="tabular-nums">{formatInteger(b.totalQuantity)}</span>,
  },
  {
    key: 'workshop',
    header: 'Facção',
    hideOnMobile: true,
    cell: (b) =>
      b.outworkerName ? (
        <span className="line-clamp-2 max-w-40 leading-tight" title={b.outworkerName}>
          {b.outworkerName}
        </span>
      ) : (
        EMPTY_MARKER
      ),
  },
  {
    key: 'dueDate',
    header: 'Entrega',
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (b) => <DueDate date={b.dueDate} done={b.status === 'embalado'} />,
  },
  { key: 'status', header: 'Situação', sortable: true, cell: (b) => <BatchStatusBadge status={b.status} /> },
];

/** /app/lotes-producao (part3 §4): status chips, search and filters in the URL; 'Novo lote' from an order. */
export function BatchesPage() {
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const { params, search, setSearch, setPage, setSort, setFilter, searchParams, update } = useListParams(
    'code',
    BATCH_SORT_KEYS,
  );
  // Newest first unless the user chose a direction.
  const dir = searchParams.has('dir') ? params.dir : 'desc';
  const statusParam = searchParams.get('situacao');
  const status = statusParam && isBatchStatus(statusParam) ? statusParam : undefined;
  const productId = searchParams.get('produto') ?? undefined;
  const outworkerId = searchParams.get('faccao') ?? undefined;
  const productionOrderId = searchParams.get('ordemProducao') ?? undefined;
  const flags = batchFlagsFromSearch(searchParams);
  const listParams = { ...params, dir, status, productId, outworkerId, productionOrderId, ...flags };
  useBatchListRealtime();
  const { data, isPending, error } = useBatches(listParams);
  const options = useBatchFilterOptions();
  const canWrite = canUse(session, 'production-batches', 'write');
  const [creating, setCreating] = useState<{ orderId?: string } | null>(null);
  const create = canWrite && { label: 'Novo lote', onClick: () => setCreating({}) };
  const canPrint = canUse(session, 'packaging', 'access');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  // '?novo=1&ordem=<id>' (from an order's page) opens the dialog on that order, once.
  const askedNew = searchParams.get('novo') === '1';
  const askedOrder = searchParams.get('ordem');
  useEffect(() => {
    if (!askedNew || !canWrite) return;
    setCreating(askedOrder ? { orderId: askedOrder } : {});
    update({ novo: null, ordem: null });
  }, [askedNew, askedOrder, canWrite, update]);

  const filtered = Boolean(
    params.q ||
      status ||
      productId ||
      outworkerId ||
      productionOrderId ||
      flags.late ||
      flags.atWorkshop ||
      flags.approvedFrom,
  );

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Buscar por código do lote, produto ou ordem',
          label: 'Buscar lotes',
        }}
        filters={{
          placement: 'below',
          active: activeFilterCount([
            productId,
            outworkerId,
            productionOrderId,
            flags.late,
            flags.atWorkshop,
            flags.approvedFrom,
          ]),
          onClear: () =>
            update({
              produto: null,
              faccao: null,
              ordemProducao: null,
              atrasados: null,
              naFaccao: null,
              aprovadosDesde: null,
              page: 1,
            }),
          controls: (
            <FilterRow>
              <FilterSelect
                label="Produto"
                allLabel="Todos os produtos"
                value={productId}
                options={(options.data?.products ?? []).map((p) => ({
                  value: p.id,
                  label: `${p.reference} · ${p.name}`,
                }))}
                onChange={(value) => setFilter('produto', value)}
                className="col-span-2 sm:w-64"
              />
              <WorkshopFilter
                value={outworkerId}
                options={options.data?.outworkers ?? []}
                loaded={options.isSuccess}
                onChange={(value) => setFilter('faccao', value)}
              />
              <FilterSelect
                label="Ordem de produção"
                allLabel="Todas as ordens"
                value={productionOrderId}
                options={(options.data?.orders ?? []).map((o) => ({ value: o.id, label: o.code }))}
                onChange={(value) => setFilter('ordemProducao', value)}
                className="sm:w-48"
              />
              <BatchFlagFilters values={flags} onChange={(changes) => update({ ...changes, page: 1 })} />
            </FilterRow>
          ),
        }}
        count={data && { total: data.total, capped: data.totalCapped, noun: ['lote', 'lotes'] }}
        exportHref={batchesExportUrl(listParams)}
        create={create}
      />
      <StatusChips
        value={status}
        counts={data?.statusCounts}
        onChange={(next) => setFilter('situacao', next)}
      />
      {canPrint && <BatchLabelsBar selected={selected} onClear={() => setSelected(new Set())} />}
      <LoadErrorAlert error={error} what="lotes" />
      <DataTable
        caption="Lotes de produção"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(b) => b.id}
        loading={isPending}
        total={data?.total ?? 0}
        totalCapped={data?.totalCapped}
        page={params.page}
        pageSize={BATCHES_PAGE_SIZE}
        onPageChange={setPage}
        sort={{ key: params.sort, direction: dir }}
        onSortChange={setSort}
        onRowClick={(b) => navigate(`/app/lotes-producao/${b.id}`)}
        rowHref={(b) => `/app/lotes-producao/${b.id}`}
        highlightedRowKey={searchParams.get('destaque') ?? undefined}
        selection={canPrint ? { selected, onChange: setSelected, label: (b) => `lote ${b.code}` } : undefined}
        empty={
          filtered
            ? filteredEmpty('Nenhum lote encontrado', params.q)
            : {
                title: 'Nenhum lote ainda',
                description:
                  'Um lote leva parte da grade de uma ordem de produção pelo corte, pela facção, revisão e embalagem.',
                action: create && <NewButton {...create} />,
              }
        }
        mobileCard={(b) => (
          <div className="flex min-w-0 items-start gap-3">
            <MobileCardIcon icon={Layers} />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium font-mono">{b.code}</span>
                <BatchStatusBadge status={b.status} />
              </span>
              <span className="block truncate text-sm">
                {b.productReference} · {b.productName}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
                <span className="inline-flex items-center gap-1.5">
                  <ColorDots colors={b.colors} />
                  {b.sizeLabel}
                </span>
                <span className="tabular-nums">{formatInteger(b.totalQuantity)} peças</span>
                {b.dueDate && (
                  <span>
                    Entrega <DueDate date={b.dueDate} done={b.status === 'embalado'} />
                  </span>
                )}
              </span>
              {b.outworkerName && (
                <span className="block truncate text-muted-foreground text-sm">{b.outworkerName}</span>
              )}
            </span>
          </div>
        )}
      />
      {creating && (
        <BatchCreateDialog
          open
          initialOrderId={creating.orderId}
          onOpenChange={(open) => !open && setCreating(null)}
        />
      )}
    </div>
  );
}
