import {
  SALES_ORDER_STATUS_LABELS,
  SALES_ORDER_STATUS_TONES,
  type SalesOrderStatus,
  type SalesOrderStatusTone,
} from '@alinhavo/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const TONE_CLASSES: Record<SalesOrderStatusTone, string> = {
  slate: 'border-border bg-muted text-muted-foreground',
  blue: 'border-blue-500/25 bg-blue-500/10 text-blue-700 dark:text-blue-300',
  amber: 'border-amber-500/30 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  purple: 'border-purple-500/25 bg-purple-500/10 text-purple-700 dark:text-purple-300',
  cyan: 'border-cyan-500/30 bg-cyan-500/10 text-cyan-800 dark:text-cyan-300',
  emerald: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  red: 'border-destructive/20 bg-destructive/10 text-destructive',
};

/** A sale's status with its label and tone (domain sales/order-status). */
export function SalesStatusBadge({ status }: { status: SalesOrderStatus }) {
  return (
    <Badge
      variant="outline"
      data-status={status}
      className={cn(TONE_CLASSES[SALES_ORDER_STATUS_TONES[status]])}
    >
      {SALES_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
