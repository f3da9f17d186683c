import { formatCount, formatDateOnly, formatInteger, pluralWord } from '@alinhavo/domain';
import { AlarmClock, CircleCheck } from 'lucide-react';
import { LateChip } from '@/components/late-chip';
import { BatchStatusBadge } from '@/features/batches';
import { useLateBatches } from './api';
import { CardEmpty, CardLink, CardList, CardListItem, DashboardCard, Headline } from './dashboard-card';
import { lateText } from './dashboard-text';

/** The batch list as this card counts it: late ones, the most overdue first. */
export const LATE_BATCHES_PATH = '/app/lotes-producao?atrasados=1&sort=dueDate&dir=asc';

/** 'Lotes atrasados': due date passed, not packed yet (part4 §4). */
export function LateBatchesCard({ canOpenBatches }: { canOpenBatches: boolean }) {
  const query = useLateBatches();
  const data = query.data;
  const late = (data?.batches ?? 0) > 0;
  return (
    <DashboardCard
      title="Lotes atrasados"
      icon={AlarmClock}
      tone={late ? 'alert' : 'neutral'}
      state={query}
      action={
        canOpenBatches && late ? (
          <CardLink to={LATE_BATCHES_PATH} label="Ver todos os lotes atrasados">
            Ver todos
          </CardLink>
        ) : null
      }
    >
      {data && !late && <CardEmpty icon={CircleCheck}>Nenhum lote atrasado. Tudo dentro do prazo.</CardEmpty>}
      {data && late && (
        <>
          <Headline
            value={formatInteger(data.batches)}
            label={pluralWord(data.batches, 'lote atrasado', 'lotes atrasados')}
            detail={`${formatCount(data.pieces, 'peça', 'peças')} com a entrega vencida`}
            tone="alert"
          />
          <CardList label="Os lotes mais atrasados">
            {data.items.map((batch) => (
              <CardListItem
                key={batch.id}
                to={canOpenBatches ? `/app/lotes-producao/${batch.id}` : undefined}
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium font-mono text-sm">{batch.code}</span>
                    <BatchStatusBadge status={batch.status} />
                  </span>
                  <span className="block truncate text-muted-foreground text-sm">
                    {batch.productName}
                    {batch.outworkerName && ` · ${batch.outworkerName}`}
                  </span>
                </span>
                <span className="shrink-0 text-right text-sm">
                  <span className="flex flex-wrap items-center justify-end gap-x-1.5 gap-y-1">
                    <LateChip />
                    <span className="font-medium text-destructive">
                      {lateText(batch.dueDate, data.today)}
                    </span>
                  </span>
                  <span className="block text-muted-foreground text-xs tabular-nums">
                    {formatDateOnly(batch.dueDate)} · {formatCount(batch.pieces, 'peça', 'peças')}
                  </span>
                </span>
              </CardListItem>
            ))}
          </CardList>
        </>
      )}
    </DashboardCard>
  );
}
