import { formatCount } from '@alinhavo/domain';
import { AlarmClock } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDesktop } from '@/lib/use-desktop';
import { useBoardRealtime, useProductionBoard } from './api';
import { BoardColumn } from './board-column';
import { BoardFilters } from './board-filters';
import { BoardScroller } from './board-scroller';
import { shownStage, stageSlug } from './board-stage';
import { StagePicker } from './stage-picker';

function LateTotal({ late }: { late: number }) {
  if (late === 0) return null;
  return (
    <p className="flex items-center gap-1.5 font-medium text-destructive text-sm">
      <AlarmClock aria-hidden="true" className="size-4" />
      {formatCount(late, 'item atrasado', 'itens atrasados')}
    </p>
  );
}

/**
 * /app/gestao-ordens (part3 §4): orders and batches by stage, late ones in red, filters in the URL. The desktop
 * shows every stage side by side, scrolling sideways; the phone one stage at a time, chosen above it
 * (`?etapa=faccao`), with the filters behind 'Filtros (n)'.
 */
export function BoardPage() {
  const desktop = useDesktop();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = {
    productId: searchParams.get('produto') ?? undefined,
    outworkerId: searchParams.get('faccao') ?? undefined,
    dueUntil: searchParams.get('entregaAte') ?? undefined,
  };
  useBoardRealtime();
  const { data, isPending, error, isFetching } = useProductionBoard(params);
  const late = data?.stages.reduce((sum, s) => sum + s.lateCount, 0) ?? 0;
  const shown = data && shownStage(data.stages, searchParams.get('etapa'));

  function update(changes: Record<string, string | null>) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  const filters = <BoardFilters values={params} onChange={update} />;
  return (
    <div className="space-y-4">
      {desktop ? (
        filters
      ) : (
        <div className="flex items-center justify-between gap-3">
          {filters}
          <LateTotal late={late} />
        </div>
      )}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>Erro ao carregar o quadro: {errorMessage(error)}</AlertDescription>
        </Alert>
      )}
      {isPending ? (
        <div className="flex gap-3 overflow-hidden">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} className="h-96 w-full shrink-0 rounded-xl md:w-60" />
          ))}
        </div>
      ) : (
        data &&
        (desktop ? (
          <BoardScroller
            label="Quadro de ordens por etapa"
            busy={isFetching}
            aside={<LateTotal late={late} />}
          >
            {data.stages.map((stage) => (
              <BoardColumn
                key={stage.stage}
                stage={stage}
                concludedDays={data.concludedDays}
                // Four columns and the edge of a fifth at 1280 px: what is past the edge shows that the board scrolls.
                className="w-[calc((100%-3rem)/4.25)] min-w-56 max-w-80 snap-start"
              />
            ))}
          </BoardScroller>
        ) : (
          <div className={cn('grid gap-3', isFetching && 'opacity-80')}>
            <StagePicker
              stages={data.stages}
              value={shown?.stage}
              onChange={(stage) => update({ etapa: stageSlug(stage) })}
            />
            {shown && <BoardColumn stage={shown} concludedDays={data.concludedDays} />}
          </div>
        ))
      )}
    </div>
  );
}
