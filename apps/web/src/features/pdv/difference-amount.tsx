import { EMPTY_MARKER, formatBRL } from '@alinhavo/domain';
import { cn } from '@/lib/cn';

/** counted − expected: red and marked 'falta' when short, 'sobra' when over, plain at zero. */
export function DifferenceAmount({
  cents,
  className,
  compact = false,
}: {
  cents: number | null;
  className?: string;
  /** On a phone only the colour says short or over (narrow tables). */
  compact?: boolean;
}) {
  if (cents === null) return <span className={cn('text-muted-foreground', className)}>{EMPTY_MARKER}</span>;
  const short = cents < 0;
  return (
    <span
      className={cn(
        'whitespace-nowrap font-medium tabular-nums',
        short && 'text-destructive',
        cents > 0 && 'text-success',
        className,
      )}
    >
      {cents > 0 ? '+' : ''}
      {formatBRL(cents)}
      {cents !== 0 && (
        <span className={cn(compact && 'max-sm:hidden')}>{short ? ' (falta)' : ' (sobra)'}</span>
      )}
    </span>
  );
}
