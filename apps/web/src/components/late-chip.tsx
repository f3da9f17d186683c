import { AlarmClock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/**
 * The one sign of a late date: a red chip with a clock and 'Atrasado' (the date, o prazo, is late), shown beside
 * every due date or expected return that passed while the work is open (docs/glossary.md). Whether it is late
 * comes from the domain's rule (isPastDue, isBatchLate, isOrderLate), counted in São Paulo days. `label` is only
 * for a badge that describes a record rather than a date ('Atrasada' beside an order's status).
 */
export function LateChip({ label = 'Atrasado', className }: { label?: string; className?: string }) {
  return (
    <Badge variant="destructive" data-late="" className={cn('shrink-0', className)}>
      <AlarmClock aria-hidden="true" />
      {label}
    </Badge>
  );
}
