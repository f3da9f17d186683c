import { addDaysToDate } from './quality/payment.ts';

/**
 * Days a batch is expected to stay at a workshop whose capacity per day is not on record: a working week plus the
 * weekend, the usual turnaround between confecções and facções.
 */
export const DEFAULT_WORKSHOP_RETURN_DAYS = 7;

/** Days the workshop takes for `pieces` at its capacity (whole days, at least 1); the default without capacity. */
export function workshopReturnDays(pieces: number, capacityPerDay: number | null): number {
  if (!capacityPerDay || capacityPerDay <= 0) return DEFAULT_WORKSHOP_RETURN_DAYS;
  return Math.max(1, Math.ceil(pieces / capacityPerDay));
}

/** The expected return date ('yyyy-MM-dd') a send starts with: `today` plus the days the workshop takes. */
export function defaultExpectedReturn(today: string, pieces: number, capacityPerDay: number | null): string {
  return addDaysToDate(today, workshopReturnDays(pieces, capacityPerDay));
}

/** What the workshop is paid for the batch: pieces × the price per piece agreed for the product; null without one. */
export function workshopTotalCents(pieces: number, priceCents: number | null): number | null {
  return priceCents === null ? null : pieces * priceCents;
}
