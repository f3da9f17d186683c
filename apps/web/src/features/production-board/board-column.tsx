import { type BoardStage, formatCount, type ProductionBoard } from '@alinhavo/domain';
import { AlarmClock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { BoardCard } from './board-card';

const STAGE_HINTS: Partial<Record<BoardStage, string>> = {
  Planejada: 'Ordens sem lotes',
  Corte: 'Aguardando corte e cortados',
  Facção: 'Enviados, em produção e finalizados',
  Revisão: 'Em controle de qualidade',
  Embalagem: 'Aprovados, a embalar',
};

export type BoardColumnStage = ProductionBoard['stages'][number];

/** '1 atrasado', '3 atrasados' of a stage. */
export function lateText(count: number): string {
  return formatCount(count, 'atrasado', 'atrasados');
}

/**
 * One stage of the board: its name, what it holds, pieces and late count, then its cards. On the desktop a column
 * of the scrolling board with its own scroll; on the phone the one stage shown, as long as the page.
 */
export function BoardColumn({
  stage,
  concludedDays,
  className,
}: {
  stage: BoardColumnStage;
  concludedDays: number;
  className?: string;
}) {
  const hint =
    stage.stage === 'Concluída' ? `Embalados nos últimos ${concludedDays} dias` : STAGE_HINTS[stage.stage];
  const headingId = `board-stage-${stage.stage}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex shrink-0 flex-col rounded-xl border bg-muted/40', className)}
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
              {lateText(stage.lateCount)}
            </span>
          )}
        </p>
      </header>
      <ul className="grid grid-cols-[minmax(0,1fr)] content-start gap-2 p-2 md:max-h-[calc(100dvh-19rem)] md:overflow-y-auto">
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
