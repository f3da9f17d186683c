import { BATCH_STATUS_LABELS, BATCH_STATUSES, type BatchStatus } from '@alinhavo/domain';
import { cn } from '@/lib/cn';
import { batchStatusFillClass } from './batch-status-colors';

/**
 * The status filter of the batch list: 'Todos' and one chip per status with its count; the chosen one is filled.
 * Scrolls sideways on phones.
 */
export function StatusChips({
  value,
  counts,
  onChange,
}: {
  value: BatchStatus | undefined;
  counts: Record<BatchStatus, number> | undefined;
  onChange: (status: BatchStatus | undefined) => void;
}) {
  const total = counts ? BATCH_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const chips: { status: BatchStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: 'Todos', count: total },
    ...BATCH_STATUSES.map((status) => ({
      status,
      label: BATCH_STATUS_LABELS[status],
      count: counts?.[status],
    })),
  ];
  return (
    <div className="-mx-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
      <fieldset className="m-0 flex w-max gap-2 border-0 p-0 sm:w-auto sm:flex-wrap">
        <legend className="sr-only">Situação</legend>
        {chips.map((chip) => {
          const active = chip.status === value;
          return (
            <button
              key={chip.status ?? 'todos'}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(chip.status)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 font-medium text-sm transition-colors',
                'outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40',
                active
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card text-foreground hover:bg-accent',
              )}
            >
              {chip.status && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'size-2 rounded-full',
                    active ? 'bg-primary-foreground' : batchStatusFillClass(chip.status),
                  )}
                />
              )}
              {chip.label}
              {chip.count !== undefined && (
                <span className={cn('tabular-nums', active ? 'opacity-90' : 'text-muted-foreground')}>
                  {chip.count}
                </span>
              )}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
