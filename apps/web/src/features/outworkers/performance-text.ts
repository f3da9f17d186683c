import { addDaysToDate, EMPTY_MARKER, formatCount, formatQuantity } from '@alinhavo/domain';

/** The periods offered by the performance card, in days ending today; 90 is the API's default. */
export const PERFORMANCE_PERIODS = [
  { value: '30', label: 'Últimos 30 dias' },
  { value: '90', label: 'Últimos 90 dias' },
  { value: '365', label: 'Últimos 12 meses' },
] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number]['value'];
export const DEFAULT_PERFORMANCE_PERIOD: PerformancePeriod = '90';

export function isPerformancePeriod(value: string | null): value is PerformancePeriod {
  return PERFORMANCE_PERIODS.some((period) => period.value === value);
}

/** The `from`/`to` days of the last `days` days up to `today` (today included). */
export function periodRange(days: PerformancePeriod, today: string): { from: string; to: string } {
  return { from: addDaysToDate(today, 1 - Number(days)), to: today };
}

export const piecesText = (count: number) => formatCount(count, 'peça', 'peças');
export const batchesText = (count: number) => formatCount(count, 'lote', 'lotes');

/** '4,5 dias' from the API's '4.5'; '—' without returns. */
export function leadTimeText(days: string | null): string {
  if (days === null) return EMPTY_MARKER;
  return `${formatQuantity(days, 1)} ${days === '1.0' ? 'dia' : 'dias'}`;
}

/** '6,0%' from the API's '6.0'; '—' with nothing reviewed. */
export function defectRateText(percent: string | null): string {
  return percent === null ? EMPTY_MARKER : `${formatQuantity(percent, 1)}%`;
}
