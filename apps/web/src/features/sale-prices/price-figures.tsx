import { EMPTY_MARKER, formatBRL, formatPercent } from '@alinhavo/domain';
import { TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? EMPTY_MARKER : formatBRL(cents);

/** Said in words and with an icon, not by the colour alone. */
export function BelowCostBadge({ className }: { className?: string }) {
  return (
    <Badge variant="destructive" className={className}>
      <TriangleAlert aria-hidden="true" />
      Abaixo do custo
    </Badge>
  );
}

/** A price, red when it does not pay the cost. */
export function PriceText({ cents, belowCost }: { cents: number | null; belowCost: boolean }) {
  return (
    <span
      className={cn(
        'tabular-nums',
        belowCost ? 'font-medium text-destructive' : cents === null && 'text-muted-foreground',
      )}
    >
      {money(cents)}
    </span>
  );
}

/** Markup or margin in percent, red when negative or below cost. */
export function PercentText({ value, belowCost }: { value: string | null; belowCost: boolean }) {
  const negative = value?.startsWith('-') ?? false;
  return (
    <span className={cn('tabular-nums', (belowCost || negative) && 'text-destructive')}>
      {formatPercent(value)}
    </span>
  );
}
