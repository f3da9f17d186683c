import {
  SALES_CENTER_CHANNEL_LABELS,
  SALES_ORDER_STATUS_LABELS,
  SALES_ORDER_STATUS_TONES,
  type SalesCenterChannel,
  type SalesOrderStatus,
  type SalesOrderStatusTone,
} from '@alinhavo/domain';
import { cn } from '@/lib/cn';

/** Text 800 on a 100 tint (300 on 950 in dark mode), as the batch badges. */
const TONES: Record<SalesOrderStatusTone, string> = {
  slate:
    'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
  blue: 'border-blue-300 bg-blue-100 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-300',
  amber:
    'border-amber-300 bg-amber-100 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300',
  purple:
    'border-purple-300 bg-purple-100 text-purple-800 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-300',
  cyan: 'border-cyan-300 bg-cyan-100 text-cyan-800 dark:border-cyan-800 dark:bg-cyan-950 dark:text-cyan-300',
  emerald:
    'border-emerald-300 bg-emerald-100 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  red: 'border-red-300 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-300',
};

const badge =
  'inline-flex w-fit shrink-0 items-center whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs leading-4';

/** A sale's status ('Orçamento' … 'Entregue', 'Cancelado') in its colour. */
export function SaleStatusBadge({ status, className }: { status: SalesOrderStatus; className?: string }) {
  return (
    <span data-status={status} className={cn(badge, TONES[SALES_ORDER_STATUS_TONES[status]], className)}>
      {SALES_ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** 'PDV', 'Pedidos', 'Mercado Livre' as a quiet outlined label. */
export function SaleChannelBadge({
  channel,
  className,
}: {
  channel: SalesCenterChannel;
  className?: string;
}) {
  return (
    <span className={cn(badge, 'border-border bg-card text-muted-foreground', className)}>
      {channel === 'pedido' ? 'Pedido' : SALES_CENTER_CHANNEL_LABELS[channel]}
    </span>
  );
}

/** Where a sale opens: an order its page; a PDV sale has none yet. */
export function salePath(sale: { id: string; channel: SalesCenterChannel }): string | undefined {
  return sale.channel === 'pdv' ? undefined : `/app/pedido/${sale.id}`;
}
