import { BATCH_STATUS_LABELS, type BatchStatus, formatCount, formatInteger } from '@alinhavo/domain';
import { ChartColumn, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { batchStatusFillClass } from '@/features/batches';
import { cn } from '@/lib/cn';
import { useBatchStages } from './api';
import { CardEmpty, DashboardCard } from './dashboard-card';

/** A status's row links to the batch list filtered by it. */
export function stagePath(status: BatchStatus): string {
  return `/app/lotes-producao?situacao=${status}`;
}

/** 'Lotes por etapa': a bar chart of the batches still in production, per status (part4 §4). */
export function BatchStagesCard({
  canOpenBatches,
  className,
}: {
  canOpenBatches: boolean;
  className?: string;
}) {
  const query = useBatchStages();
  const stages = query.data?.stages ?? [];
  const total = stages.reduce((sum, stage) => sum + stage.batches, 0);
  const pieces = stages.reduce((sum, stage) => sum + stage.pieces, 0);
  const most = Math.max(1, ...stages.map((stage) => stage.batches));
  return (
    <DashboardCard
      title="Lotes por etapa"
      icon={ChartColumn}
      state={query}
      className={className}
      skeleton={
        <div className="grid gap-2.5" data-testid="card-skeleton">
          {Array.from({ length: 7 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </div>
      }
    >
      {query.data && total === 0 && <CardEmpty icon={Layers}>Nenhum lote em produção agora.</CardEmpty>}
      {query.data && total > 0 && (
        <>
          <p className="text-muted-foreground text-sm">
            {formatCount(total, 'lote', 'lotes')} em andamento, {formatCount(pieces, 'peça', 'peças')}.
          </p>
          <ul aria-label="Lotes em andamento por etapa" className="-mx-2 grid gap-0.5">
            {stages.map((stage) => {
              const row = (
                <>
                  <span className="truncate text-sm">{BATCH_STATUS_LABELS[stage.status]}</span>
                  <span aria-hidden="true" className="h-3 overflow-hidden rounded-sm bg-muted">
                    <span
                      className={cn('block h-full rounded-sm', batchStatusFillClass(stage.status))}
                      style={{ width: stage.batches ? `${Math.max(2, (stage.batches / most) * 100)}%` : 0 }}
                    />
                  </span>
                  <span className="text-right text-sm tabular-nums">
                    {formatInteger(stage.batches)}
                    <span className="hidden text-muted-foreground sm:inline">
                      {' '}
                      · {formatCount(stage.pieces, 'peça', 'peças')}
                    </span>
                  </span>
                </>
              );
              const layout =
                'grid grid-cols-[7.5rem_minmax(0,1fr)_2.5rem] items-center gap-3 rounded-md px-2 py-1.5 sm:grid-cols-[9rem_minmax(0,1fr)_9.5rem]';
              return (
                <li key={stage.status} data-status={stage.status}>
                  {canOpenBatches && stage.batches > 0 ? (
                    <Link
                      to={stagePath(stage.status)}
                      className={cn(
                        layout,
                        'hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring',
                      )}
                    >
                      {row}
                    </Link>
                  ) : (
                    <div className={layout}>{row}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
