import { EMPTY_MARKER, formatQuantity } from '@alinhavo/domain';
import { cn } from '@/lib/cn';

/** '+3,9%' in red when more fabric than planned went, '−2,0%' in green when less; '—' without a plan. */
export function FabricDifference({ percent }: { percent: string | null }) {
  if (percent === null) return <span className="text-muted-foreground">{EMPTY_MARKER}</span>;
  const negative = percent.startsWith('-');
  const zero = /^-?0(\.0+)?$/.test(percent);
  return (
    <span
      className={cn(
        'whitespace-nowrap font-medium tabular-nums',
        zero ? 'text-muted-foreground' : negative ? 'text-success' : 'text-destructive',
      )}
    >
      {zero ? '' : negative ? '−' : '+'}
      {formatQuantity(percent.replace('-', ''), 1)}%
    </span>
  );
}
