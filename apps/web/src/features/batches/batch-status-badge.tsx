import { BATCH_STATUS_LABELS, type BatchStatus } from '@alinhavo/domain';
import { cn } from '@/lib/cn';
import { batchStatusBadgeClass } from './batch-status-colors';

/** The status of a batch with its label and colour ('Aguardando corte' … 'Embalado'). */
export function BatchStatusBadge({ status, className }: { status: BatchStatus; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs leading-4',
        batchStatusBadgeClass(status),
        className,
      )}
    >
      {BATCH_STATUS_LABELS[status]}
    </span>
  );
}
