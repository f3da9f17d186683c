import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKSHOP_RETURN_DAYS,
  defaultExpectedReturn,
  workshopReturnDays,
  workshopTotalCents,
} from './workshop-return.ts';

describe('workshop return', () => {
  it('takes the whole days the workshop needs at its capacity, at least one', () => {
    expect(workshopReturnDays(600, 300)).toBe(2);
    expect(workshopReturnDays(601, 300)).toBe(3);
    expect(workshopReturnDays(10, 300)).toBe(1);
  });

  it('falls back to the default days without a capacity', () => {
    expect(workshopReturnDays(600, null)).toBe(DEFAULT_WORKSHOP_RETURN_DAYS);
    expect(workshopReturnDays(600, 0)).toBe(DEFAULT_WORKSHOP_RETURN_DAYS);
  });

  it('counts the days from today across months', () => {
    expect(defaultExpectedReturn('2026-01-30', 900, 300)).toBe('2026-02-02');
    expect(defaultExpectedReturn('2026-12-28', 60, null)).toBe('2027-01-04');
  });

  it('pays pieces × the agreed price, nothing without one', () => {
    expect(workshopTotalCents(120, 350)).toBe(42000);
    expect(workshopTotalCents(120, null)).toBeNull();
  });
});
