import { formatPercent, parseDecimal } from '@alinhavo/domain';
import { TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export type MarginTone = 'loss' | 'under-target' | 'ok' | 'none';

/** Red at a loss (below cost or negative), amber under the target margin, green at or above it. */
export function marginTone(
  marginPercent: string | null,
  targetMarginPercent: string | null,
  belowCost: boolean,
): MarginTone {
  if (belowCost) return 'loss';
  const margin = marginPercent === null ? null : parseDecimal(marginPercent);
  if (!margin) return 'none';
  if (margin.lt(0)) return 'loss';
  const target = targetMarginPercent === null ? null : parseDecimal(targetMarginPercent);
  if (target && margin.lt(target)) return 'under-target';
  return 'ok';
}

const TONE_CLASSES: Record<MarginTone, string> = {
  loss: 'text-destructive',
  'under-target': 'text-warning',
  ok: 'text-success',
  none: 'text-muted-foreground',
};

const TONE_LABELS: Record<MarginTone, string | null> = {
  loss: 'prejuízo',
  'under-target': 'abaixo da margem alvo',
  ok: null,
  none: null,
};

/** The margin in percent, coloured by how it compares with the cost and the target. */
export function MarginText({
  marginPercent,
  targetMarginPercent,
  belowCost,
  className,
}: {
  marginPercent: string | null;
  targetMarginPercent: string | null;
  belowCost: boolean;
  className?: string;
}) {
  const tone = marginTone(marginPercent, targetMarginPercent, belowCost);
  const label = TONE_LABELS[tone];
  return (
    <span className={cn('font-medium tabular-nums', TONE_CLASSES[tone], className)}>
      {formatPercent(marginPercent)}
      {label ? <span className="sr-only"> ({label})</span> : null}
    </span>
  );
}

export function BelowCostBadge() {
  return (
    <Badge variant="destructive">
      <TriangleAlert aria-hidden="true" />
      Abaixo do custo
    </Badge>
  );
}

export function NoSheetBadge() {
  return <Badge variant="outline">Sem ficha</Badge>;
}
