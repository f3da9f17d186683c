import { type BatchStatus, formatCount, formatDate, isBatchStatus } from '@alinhavo/domain';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BatchStatusBadge } from '@/features/batches';
import { cn } from '@/lib/cn';

export type PickableBatch = {
  id: string;
  code: string;
  status: string;
  productReference: string;
  productName: string;
  outworkerName: string | null;
  pieces: number;
  date: string | null;
  /** A line under the batch ('3 peças em conserto', '12 para embalar'). */
  note?: ReactNode;
};

/** The batches waiting at this stage; choosing one puts it in the URL (?lote=<id>), so a link opens it. */
export function BatchPickList({
  batches,
  loading,
  selectedId,
  empty,
  dateLabel,
}: {
  batches: PickableBatch[];
  loading: boolean;
  selectedId: string | null;
  empty: { title: string; description: string };
  dateLabel: string;
}) {
  const [searchParams] = useSearchParams();
  const hrefOf = (id: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('lote', id);
    return `?${next.toString()}`;
  };
  if (loading) {
    return (
      <div className="grid gap-2">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (batches.length === 0) {
    return <EmptyState icon={<Inbox />} title={empty.title} description={empty.description} />;
  }
  return (
    <ul className="grid gap-2" aria-label="Lotes">
      {batches.map((batch) => {
        const selected = batch.id === selectedId;
        return (
          <li key={batch.id}>
            <Link
              to={hrefOf(batch.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'grid gap-1 rounded-lg border bg-card p-3 text-sm shadow-xs outline-hidden transition-colors',
                'hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40',
                selected && 'border-primary ring-1 ring-primary',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold tabular-nums">{batch.code}</span>
                {isBatchStatus(batch.status) && <BatchStatusBadge status={batch.status as BatchStatus} />}
              </span>
              <span className="truncate">
                {batch.productReference} · {batch.productName}
              </span>
              <span className="flex flex-wrap justify-between gap-x-3 text-muted-foreground">
                <span className="truncate">{batch.outworkerName ?? 'Sem facção'}</span>
                <span className="tabular-nums">
                  {formatCount(batch.pieces, 'peça', 'peças')} · {dateLabel} {formatDate(batch.date)}
                </span>
              </span>
              {batch.note && <span className="font-medium text-[13px]">{batch.note}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
