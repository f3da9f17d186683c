import {
  formatDate,
  WORKSHOP_BATCH_FILTER_LABELS,
  WORKSHOP_BATCH_FILTERS,
  type WorkshopBatch,
  type WorkshopBatchFilter,
  type WorkshopBatchList,
} from '@alinhavo/domain';
import { CircleDollarSign, History, PackageOpen, Play, SquareCheckBig } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ToggleChip } from '@/components/toggle-chip';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { BatchStatusBadge } from '@/features/batches';
import { HistoryDialog, PriceDialog, ProgressDialog, type ProgressStep } from './batch-dialogs';

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '—');

function matches(batch: WorkshopBatch, filter: WorkshopBatchFilter) {
  return filter === 'todos' || batch.status === filter;
}

/** Iniciar on 'enviado', Finalizar on 'em_producao' (part2 §4), big enough for a thumb. */
function MainAction({ batch, onStep }: { batch: WorkshopBatch; onStep: (step: ProgressStep) => void }) {
  if (batch.status === 'enviado') {
    return (
      <Button className="h-11 flex-1 md:h-9 md:flex-none" onClick={() => onStep({ batch, step: 'start' })}>
        <Play aria-hidden="true" />
        Iniciar
      </Button>
    );
  }
  if (batch.status === 'em_producao') {
    return (
      <Button className="h-11 flex-1 md:h-9 md:flex-none" onClick={() => onStep({ batch, step: 'finish' })}>
        <SquareCheckBig aria-hidden="true" />
        Finalizar
      </Button>
    );
  }
  return null;
}

function IconActions({
  batch,
  onPrice,
  onHistory,
}: {
  batch: WorkshopBatch;
  onPrice: () => void;
  onHistory: () => void;
}) {
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        className="size-11 md:size-9"
        onClick={onPrice}
        aria-label={`Preço combinado do lote ${batch.code}`}
        title="Preço combinado"
      >
        <CircleDollarSign aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-11 md:size-9"
        onClick={onHistory}
        aria-label={`Histórico do lote ${batch.code}`}
        title="Histórico do lote"
      >
        <History aria-hidden="true" />
      </Button>
    </>
  );
}

/**
 * The Lotes tab (part2 §2): status filter, the batches sorted by the part2 §9 weights (the server's order), a
 * table on wide screens and cards on phones, each with Iniciar / Finalizar and its price and history.
 */
export function BatchesTab({
  companyId,
  list,
  loading,
  highlighted,
}: {
  companyId: string;
  list: WorkshopBatchList | undefined;
  loading: boolean;
  highlighted: string | null;
}) {
  const [filter, setFilter] = useState<WorkshopBatchFilter>('todos');
  const [step, setStep] = useState<ProgressStep | null>(null);
  const [priced, setPriced] = useState<WorkshopBatch | null>(null);
  const [historyOf, setHistoryOf] = useState<WorkshopBatch | null>(null);
  const rows = (list?.items ?? []).filter((b) => matches(b, filter));

  useEffect(() => {
    if (!highlighted || !list) return;
    document.querySelector('[data-highlighted]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlighted, list]);

  if (list && !list.mapped) {
    return (
      <EmptyState
        icon={<PackageOpen />}
        title="Nenhuma facção operacional mapeada para lotes desta empresa."
        description="Peça à empresa para associar o cadastro da sua facção no portal de terceirizados."
      />
    );
  }

  const actions = (b: WorkshopBatch) => (
    <div className="flex items-center justify-end gap-2">
      <MainAction batch={b} onStep={setStep} />
      <IconActions batch={b} onPrice={() => setPriced(b)} onHistory={() => setHistoryOf(b)} />
    </div>
  );

  const columns: DataTableColumn<WorkshopBatch>[] = [
    {
      key: 'code',
      header: 'Lote',
      cell: (b) => (
        <span className="block min-w-0">
          <span className="block font-medium">{b.code}</span>
          <span className="block truncate text-muted-foreground text-xs">{b.productName}</span>
        </span>
      ),
    },
    { key: 'quantity', header: 'Quantidade', cell: (b) => `${b.quantity.toLocaleString('pt-BR')} peças` },
    { key: 'created', header: 'Criado', cell: (b) => formatDate(b.createdAt) },
    { key: 'received', header: 'Recebido', cell: (b) => dateOrDash(b.sentAt) },
    { key: 'due', header: 'Entrega', cell: (b) => dateOrDash(b.dueDate) },
    { key: 'status', header: 'Status', cell: (b) => <BatchStatusBadge status={b.status} /> },
    { key: 'actions', header: 'Ações', align: 'right', cell: actions },
  ];

  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filtrar lotes por status</legend>
        {WORKSHOP_BATCH_FILTERS.map((value) => (
          <ToggleChip key={value} selected={filter === value} onToggle={() => setFilter(value)}>
            {WORKSHOP_BATCH_FILTER_LABELS[value]}
          </ToggleChip>
        ))}
      </fieldset>
      <DataTable
        caption="Lotes da facção"
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        loading={loading}
        highlightedRowKey={highlighted ?? undefined}
        empty={{
          title: 'Nenhum lote encontrado',
          description: 'Não há lotes em produção para esta facção.',
        }}
        mobileCard={(b) => (
          <div className="grid gap-3" data-batch-id={b.id}>
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0">
                <span className="block font-semibold text-base">{b.code}</span>
                <span className="block truncate text-muted-foreground text-sm">{b.productName}</span>
              </span>
              <BatchStatusBadge status={b.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Quantidade</dt>
              <dd className="text-right font-medium tabular-nums">
                {b.quantity.toLocaleString('pt-BR')} peças
              </dd>
              <dt className="text-muted-foreground">Recebido</dt>
              <dd className="text-right">{dateOrDash(b.sentAt)}</dd>
              <dt className="text-muted-foreground">Entrega</dt>
              <dd className="text-right">{dateOrDash(b.dueDate)}</dd>
              <dt className="text-muted-foreground">Criado</dt>
              <dd className="text-right">{formatDate(b.createdAt)}</dd>
            </dl>
            {actions(b)}
          </div>
        )}
      />
      <ProgressDialog companyId={companyId} target={step} onClose={() => setStep(null)} />
      <PriceDialog batch={priced} onClose={() => setPriced(null)} />
      <HistoryDialog companyId={companyId} batch={historyOf} onClose={() => setHistoryOf(null)} />
    </div>
  );
}
