import { cn } from '@/lib/cn';
import { type BoardColumnStage, lateText } from './board-column';

/**
 * The phone's stage picker: every stage with its count (and a red dot when something in it is late), three to a
 * row so all six show at once; the chosen one is raised and the board shows only it.
 */
export function StagePicker({
  stages,
  value,
  onChange,
}: {
  stages: readonly BoardColumnStage[];
  value: BoardColumnStage['stage'] | undefined;
  onChange: (stage: BoardColumnStage['stage']) => void;
}) {
  return (
    <fieldset className="m-0 grid grid-cols-3 gap-1 rounded-xl border-0 bg-muted p-1">
      <legend className="sr-only">Etapa</legend>
      {stages.map((stage) => {
        const chosen = stage.stage === value;
        return (
          <button
            key={stage.stage}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChange(stage.stage)}
            className={cn(
              'flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-lg px-1.5 font-medium text-sm transition-colors',
              'outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40',
              chosen ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {stage.lateCount > 0 && (
              <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-destructive" />
            )}
            <span className="truncate">{stage.stage}</span>
            <span
              className={cn(
                'shrink-0 rounded-full px-1.5 text-xs tabular-nums',
                chosen ? 'bg-muted text-foreground' : 'bg-background/70',
              )}
            >
              {stage.cards.length}
            </span>
            {stage.lateCount > 0 && <span className="sr-only">, {lateText(stage.lateCount)}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
