import { describe, expect, it } from 'vitest';
import { daysInRange, percentChange, salesPeriodRanges } from './sales-period.ts';

describe('salesPeriodRanges', () => {
  it('compares today with yesterday and 7 days with the 7 before', () => {
    expect(salesPeriodRanges('hoje', '2026-03-01')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-01' },
      previous: { from: '2026-02-28', to: '2026-02-28' },
    });
    expect(salesPeriodRanges('7dias', '2026-11-26')).toEqual({
      current: { from: '2026-11-20', to: '2026-11-26' },
      previous: { from: '2026-11-13', to: '2026-11-19' },
    });
  });

  it('compares the month so far with the same days of the previous month, clamped to its end', () => {
    expect(salesPeriodRanges('mes', '2026-11-26')).toEqual({
      current: { from: '2026-11-01', to: '2026-11-26' },
      previous: { from: '2026-10-01', to: '2026-10-26' },
    });
    expect(salesPeriodRanges('mes', '2026-03-31').previous).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(salesPeriodRanges('mes', '2027-01-15').previous).toEqual({ from: '2026-12-01', to: '2026-12-15' });
  });

  it('compares a custom range with as many days just before it', () => {
    const custom = { from: '2026-02-27', to: '2026-03-02' };
    expect(daysInRange(custom)).toBe(4);
    expect(salesPeriodRanges('personalizado', '2026-11-26', custom)).toEqual({
      current: custom,
      previous: { from: '2026-02-23', to: '2026-02-26' },
    });
    expect(() => salesPeriodRanges('personalizado', '2026-11-26')).toThrow(RangeError);
  });
});

describe('percentChange', () => {
  it('rounds to one decimal and has no percentage from zero', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });
});
