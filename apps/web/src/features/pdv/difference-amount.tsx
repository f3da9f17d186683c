import { EMPTY_MARKER, formatBRL } from '@alinhavo/domain';
import { cn } from '@/lib/cn';

/** counted − expected: red and marked 'falta' when short, 'sobra' when over, plain at zero. */
export function DifferenceAmount({ cents, className }: { cents: number | null; className?: string }) {
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
      {short ? ' (falta)' : cents > 0 ? ' (sobra)' : ''}
    </span>
  );
}
