import { type BoardStage, formatCount, type ProductionBoard } from '@alinhavo/domain';
import { AlarmClock } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useProductionBoard } from './api';
import { BoardCard } from './board-card';
import { BoardFilters } from './board-filters';

const STAGE_HINTS: Partial<Record<BoardStage, string>> = {
  Planejada: 'Ordens sem lotes',
  Corte: 'Aguardando corte e cortados',
  Facção: 'Enviados, em produção e finalizados',
  Revisão: 'Em controle de qualidade',
  Embalagem: 'Aprovados, a embalar',
};

function Column({
  stage,
  concludedDays,
}: {
  stage: ProductionBoard['stages'][number];
  concludedDays: number;
}) {
  const hint =
    stage.stage === 'Concluída' ? `Embalados nos últimos ${concludedDays} dias` : STAGE_HINTS[stage.stage];
  const headingId = `board-stage-${stage.stage}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex w-[82vw] max-w-80 shrink-0 snap-start flex-col rounded-xl border bg-muted/40 sm:w-72 sm:min-w-64"
    >
      <header className="border-b px-3 py-2.5">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            {stage.stage}
          </h3>
          <span className="rounded-full bg-background px-2 py-0.5 font-medium text-xs tabular-nums">
            {stage.cards.length}
          </span>
        </div>
        <p className="flex items-center gap-2 text-muted-foreground text-xs">
          <span>{hint}</span>
        </p>
        <p className="mt-0.5 flex items-center gap-3 text-xs tabular-nums">
          <span>{formatCount(stage.pieces, 'peça', 'peças')}</span>
          {stage.lateCount > 0 && (
            <span className="flex items-center gap-1 font-medium text-destructive">
              <AlarmClock aria-hidden="true" className="size-3" />
              {formatCount(stage.lateCount, 'atrasado', 'atrasados')}
            </span>
          )}
        </p>
      </header>
      <ul className="grid max-h-[calc(100dvh-16rem)] content-start gap-2 overflow-y-auto p-2">
        {stage.cards.length === 0 ? (
          <li className="px-2 py-6 text-center text-muted-foreground text-sm">Nada nesta etapa.</li>
        ) : (
          stage.cards.map((card) => (
            <li key={`${card.kind}-${card.id}`}>
              <BoardCard card={card} />
            </li>
          ))
        )}
      </ul>
    </section>
  );
}

/** /app/gestao-ordens (part3 §4): orders and batches by stage, late ones in red, filters in the URL. */
export function BoardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = {
    productId: searchParams.get('produto') ?? undefined,
    outworkerId: searchParams.get('faccao') ?? undefined,
    dueUntil: searchParams.get('entregaAte') ?? undefined,
  };
  const { data, isPending, error, isFetching } = useProductionBoard(params);
  const late = data?.stages.reduce((sum, s) => sum + s.lateCount, 0) ?? 0;

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

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <BoardFilters values={params} onChange={update} />
        {late > 0 && (
          <p className="flex items-center gap-1.5 font-medium text-destructive text-sm">
            <AlarmClock aria-hidden="true" className="size-4" />
            {formatCount(late, 'item atrasado', 'itens atrasados')}
          </p>
        )}
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>Erro ao carregar o quadro: {errorMessage(error)}</AlertDescription>
        </Alert>
      )}
      {isPending ? (
        <div className="flex gap-3 overflow-hidden">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} className="h-96 w-72 shrink-0 rounded-xl" />
          ))}
        </div>
      ) : (
        data && (
          // `relative` keeps the cards' absolutely positioned screen-reader texts inside the scroller; without it
          // they stretch the whole page to the board's width.
          <section
            aria-label="Quadro de ordens por etapa"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            className={cn(
              'relative -mx-3 flex snap-x snap-mandatory scroll-px-3 gap-3 overflow-x-auto overscroll-x-contain px-3 pb-3',
              'sm:-mx-4 sm:scroll-px-4 sm:px-4 md:mx-0 md:snap-none md:px-0',
              'rounded-xl outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40',
              isFetching && 'opacity-80',
            )}
          >
            {data.stages.map((stage) => (
              <Column key={stage.stage} stage={stage} concludedDays={data.concludedDays} />
            ))}
          </section>
        )
      )}
    </div>
  );
}
