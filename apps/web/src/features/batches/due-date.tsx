import { EMPTY_MARKER, formatDateOnly, isPastDue, todayInSaoPaulo } from '@alinhavo/domain';
import { LateChip } from '@/components/late-chip';

/** A due date; with the 'Atrasado' chip once it passed (São Paulo days) and the work is not done. */
export function DueDate({ date, done }: { date: string | null; done: boolean }) {
  if (!date) return <span>{EMPTY_MARKER}</span>;
  const late = !done && isPastDue(date, todayInSaoPaulo());
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1 align-middle">
      <span className="tabular-nums">{formatDateOnly(date)}</span>
      {late && <LateChip />}
    </span>
  );
}
