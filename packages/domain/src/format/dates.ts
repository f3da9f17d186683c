import { EMPTY_MARKER } from './empty.ts';

const TIME_ZONE = 'America/Sao_Paulo';
const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type DateValue = Date | string | null | undefined;

interface SaoPauloParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function toValidDate(value: DateValue): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function saoPauloParts(date: Date): SaoPauloParts {
  const parts: Record<string, string> = {};
  for (const part of dateTimeFormatter.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: (parts.year ?? '').padStart(4, '0'),
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

function parseIsoDateOnly(value: string): { year: string; month: string; day: string } | null {
  const match = ISO_DATE_ONLY.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1) return null;
  const daysInMonth = new Date(Date.UTC(Number(year), m, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  return { year, month, day };
}

/**
 * Formats a calendar date 'yyyy-MM-dd' as 'dd/MM/yyyy' without any time-zone conversion.
 * Returns '—' for null/undefined/invalid input.
 */
export function formatDateOnly(isoDate: string | null | undefined): string {
  if (isoDate === null || isoDate === undefined) return EMPTY_MARKER;
  const parsed = parseIsoDateOnly(isoDate.trim());
  return parsed ? `${parsed.day}/${parsed.month}/${parsed.year}` : EMPTY_MARKER;
}

/**
 * Formats an instant as 'dd/MM/yyyy' in São Paulo time. A date-only string ('yyyy-MM-dd')
 * is treated as a calendar date (no time-zone shift). Returns '—' for null/undefined/invalid input.
 */
export function formatDate(value: DateValue): string {
  if (typeof value === 'string' && ISO_DATE_ONLY.test(value.trim())) return formatDateOnly(value);
  const date = toValidDate(value);
  if (!date) return EMPTY_MARKER;
  const { day, month, year } = saoPauloParts(date);
  return `${day}/${month}/${year}`;
}

/** Formats an instant as 'dd/MM/yyyy HH:mm' in São Paulo time; '—' for null/undefined/invalid input. */
export function formatDateTime(value: DateValue): string {
  const date = toValidDate(value);
  if (!date) return EMPTY_MARKER;
  const { day, month, year, hour, minute } = saoPauloParts(date);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** Today's calendar date in São Paulo as 'yyyy-MM-dd'. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const { year, month, day } = saoPauloParts(now);
  return `${year}-${month}-${day}`;
}

/**
 * The Monday of the week holding the calendar day `day` ('yyyy-MM-dd'): weeks run Monday to Sunday, the working
 * week of a clothing workshop. Pass a São Paulo day (todayInSaoPaulo) for "this week".
 */
export function weekStartOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  const sinceMonday = (utc.getUTCDay() + 6) % 7;
  utc.setUTCDate(utc.getUTCDate() - sinceMonday);
  return utc.toISOString().slice(0, 10);
}
