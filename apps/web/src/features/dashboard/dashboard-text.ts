import { formatCount, formatDateOnly } from '@alinhavo/domain';

/** Whole days from the due date ('yyyy-MM-dd') to today; 0 or less when not overdue. */
export function daysLate(dueDate: string, today: string): number {
  const [a, b] = [dueDate, today].map((day) => Date.parse(`${day}T00:00:00Z`));
  return Math.round((b! - a!) / 86_400_000);
}

/** 'venceu ontem', 'há 3 dias': how long ago a late batch was due. */
export function lateText(dueDate: string, today: string): string {
  const days = daysLate(dueDate, today);
  if (days <= 1) return 'venceu ontem';
  return `há ${formatCount(days, 'dia', 'dias')}`;
}

/** 'De 23/11 a 29/11/2026': the week of the approved-pieces card. */
export function weekText(from: string, to: string): string {
  const start = formatDateOnly(from).slice(0, 5);
  return `De ${start} a ${formatDateOnly(to)}`;
}

/** The share of defective pieces among those reviewed, '2,5%' (one decimal); null without reviews. */
export function defectRateText(approved: number, defects: number): string | null {
  const reviewed = approved + defects;
  if (reviewed === 0) return null;
  const tenths = Math.round((defects * 1000) / reviewed);
  return `${(tenths / 10).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}
