import { addDaysToDate } from '../production/quality/payment.ts';

/**
 * part4 §1 sales centre: the period a figure covers and the one it is compared with. 'hoje' is today against
 * yesterday, '7dias' today and the six days before against the seven before them, 'mes' the month so far against
 * the same days of the previous month, 'personalizado' the days chosen against as many days just before them.
 * Calendar days in São Paulo ('yyyy-MM-dd'), both ends included.
 */
export const SALES_PERIODS = ['hoje', '7dias', 'mes', 'personalizado'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export const SALES_PERIOD_LABELS: Record<SalesPeriod, string> = {
  hoje: 'Hoje',
  '7dias': '7 dias',
  mes: 'Mês',
  personalizado: 'Personalizado',
};

/** The longest custom period: a year (366 days, so a whole leap year fits). */
export const SALES_PERIOD_MAX_DAYS = 366;

export type DayRange = { from: string; to: string };
export type ComparedRanges = { current: DayRange; previous: DayRange };

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The ranges of a period given today; a custom one needs `custom` (already checked: from ≤ to). */
export function salesPeriodRanges(period: SalesPeriod, today: string, custom?: DayRange): ComparedRanges {
  if (period === 'hoje') {
    const yesterday = addDaysToDate(today, -1);
    return { current: { from: today, to: today }, previous: { from: yesterday, to: yesterday } };
  }
  if (period === '7dias') {
    return {
      current: { from: addDaysToDate(today, -6), to: today },
      previous: { from: addDaysToDate(today, -13), to: addDaysToDate(today, -7) },
    };
  }
  if (period === 'mes') {
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const prevYear = month === 1 ? year - 1 : year;
    const prevMonth = month === 1 ? 12 : month - 1;
    const prefix = `${prevYear}-${String(prevMonth).padStart(2, '0')}`;
    const prevDay = Math.min(day, lastDayOfMonth(prevYear, prevMonth));
    return {
      current: { from: `${today.slice(0, 7)}-01`, to: today },
      previous: { from: `${prefix}-01`, to: `${prefix}-${String(prevDay).padStart(2, '0')}` },
    };
  }
  if (!custom) throw new RangeError('Período personalizado sem datas');
  const days = daysInRange(custom);
  return {
    current: custom,
    previous: { from: addDaysToDate(custom.from, -days), to: addDaysToDate(custom.from, -1) },
  };
}

/** Change from `previous` to `current` in percent, one decimal; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
