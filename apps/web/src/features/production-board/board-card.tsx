import { type BoardCard as Card, formatCount, formatDateOnly } from '@alinhavo/domain';
import { Factory } from 'lucide-react';
import { Link } from 'react-router';
import { LateChip } from '@/components/late-chip';
import { BatchStatusBadge } from '@/features/batches';
import { PriorityBadge } from '@/features/production-orders';
import { cn } from '@/lib/cn';

/** Where a card leads: the order (Planejada) or the batch. */
export function cardHref(card: Card): string {
  return card.kind === 'order' ? `/app/producao/${card.id}` : `/app/lotes-producao/${card.id}`;
}

/** One order or batch on the board; late ones in red. */
export function BoardCard({ card }: { card: Card }) {
  return (
    <Link
      to={cardHref(card)}
      data-late={card.late || undefined}
      className={cn(
        'block rounded-lg border bg-card p-3 shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40',
        'focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40',
        card.late && 'border-destructive/50 bg-destructive/5 hover:border-destructive',
      )}
    >
      {/* A long status drops under the code in a narrow column instead of covering it. */}
      <span className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <span className="shrink-0">
          <span className="block whitespace-nowrap font-semibold tabular-nums">{card.code}</span>
          {card.kind === 'batch' && (
            <span className="block whitespace-nowrap text-muted-foreground text-xs tabular-nums">
              {card.orderCode}
            </span>
          )}
        </span>
        {card.batchStatus ? (
          <BatchStatusBadge status={card.batchStatus} />
        ) : (
          card.priority !== 'normal' && <PriorityBadge priority={card.priority} />
        )}
      </span>
      <span className="mt-2 block truncate font-medium text-sm">{card.product.name}</span>
      <span className="block truncate text-muted-foreground text-xs">{card.gridSummary}</span>
      {card.outworkerName && (
        <span className="mt-1.5 flex items-center gap-1.5 text-sm">
          <Factory aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          <span className="truncate">{card.outworkerName}</span>
        </span>
      )}
      <span className="mt-2 flex items-center justify-between gap-2 text-sm">
        <span className="shrink-0 whitespace-nowrap tabular-nums">
          {formatCount(card.pieces, 'peça', 'peças')}
        </span>
        <span className="flex flex-wrap items-center justify-end gap-x-1.5 gap-y-1 text-muted-foreground tabular-nums">
          {card.late && <LateChip />}
          {card.dueDate ? formatDateOnly(card.dueDate) : 'Sem prazo'}
        </span>
      </span>
    </Link>
  );
}
