import { formatDateOnly, todayInSaoPaulo } from '@alinhavo/domain';
import { cn } from '@/lib/cn';

/** A due date; in red, with 'atrasado' for screen readers, once it passed and the work is not done. */
export function DueDate({ date, done }: { date: string | null; done: boolean }) {
  if (!date) return <span>-</span>;
  const late = !done && date < todayInSaoPaulo();
  return (
    <span className={cn('tabular-nums', late && 'font-medium text-destructive')}>
      {formatDateOnly(date)}
      {late && <span className="sr-only"> (atrasado)</span>}
    </span>
  );
}
