import { describe, expect, it } from 'vitest';
import { formatDate, formatDateOnly, formatDateTime, todayInSaoPaulo, weekStartOf } from './dates.ts';

describe('formatDate', () => {
  it('formats an instant as dd/MM/yyyy in São Paulo time', () => {
    expect(formatDate(new Date('2026-03-10T15:00:00Z'))).toBe('10/03/2026');
    expect(formatDate('2026-03-10T15:00:00Z')).toBe('10/03/2026');
  });

  it('uses the São Paulo date around midnight UTC', () => {
    expect(formatDate(new Date('2026-03-10T02:30:00Z'))).toBe('09/03/2026');
    expect(formatDate(new Date('2026-03-10T03:00:00Z'))).toBe('10/03/2026');
  });

  it('treats a date-only string as a calendar date (no time-zone shift)', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
  });

  it("returns '—' for null, undefined and invalid input", () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(new Date(Number.NaN))).toBe('—');
    expect(formatDate('2026-02-30')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('formats as dd/MM/yyyy HH:mm in São Paulo time (24h)', () => {
    expect(formatDateTime(new Date('2026-03-10T15:05:00Z'))).toBe('10/03/2026 12:05');
    expect(formatDateTime('2026-03-10T02:30:00Z')).toBe('09/03/2026 23:30');
    expect(formatDateTime('2026-03-10T03:00:00Z')).toBe('10/03/2026 00:00');
  });

  it('keeps the offset of the input string', () => {
    expect(formatDateTime('2026-07-01T08:15:00-03:00')).toBe('01/07/2026 08:15');
  });

  it("returns '—' for null, undefined and invalid input", () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('garbage')).toBe('—');
    expect(formatDateTime(new Date(Number.NaN))).toBe('—');
  });
});

describe('todayInSaoPaulo', () => {
  it('returns the São Paulo calendar date as yyyy-MM-dd', () => {
    expect(todayInSaoPaulo(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-10');
  });

  it('is still the previous day in São Paulo shortly after midnight UTC', () => {
    expect(todayInSaoPaulo(new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-09');
    expect(todayInSaoPaulo(new Date('2026-03-10T02:59:59Z'))).toBe('2026-03-09');
    expect(todayInSaoPaulo(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
  });

  it('handles the year boundary', () => {
    expect(todayInSaoPaulo(new Date('2027-01-01T01:00:00Z'))).toBe('2026-12-31');
  });

  it('defaults to the current instant', () => {
    expect(todayInSaoPaulo()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('weekStartOf', () => {
  it('gives the Monday of the week, Monday to Sunday', () => {
    // 2026-03-09 is a Monday.
    expect(weekStartOf('2026-03-09')).toBe('2026-03-09');
    expect(weekStartOf('2026-03-12')).toBe('2026-03-09');
    expect(weekStartOf('2026-03-15')).toBe('2026-03-09');
    expect(weekStartOf('2026-03-16')).toBe('2026-03-16');
  });

  it('crosses month and year boundaries', () => {
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  it('is the Monday of São Paulo’s week late on Sunday night (UTC already Monday)', () => {
    expect(weekStartOf(todayInSaoPaulo(new Date('2026-03-16T02:30:00Z')))).toBe('2026-03-09');
  });
});

describe('formatDateOnly', () => {
  it('formats yyyy-MM-dd as dd/MM/yyyy without time-zone shift', () => {
    expect(formatDateOnly('2026-03-09')).toBe('09/03/2026');
    expect(formatDateOnly('2026-01-01')).toBe('01/01/2026');
    expect(formatDateOnly('2024-02-29')).toBe('29/02/2024');
  });

  it("returns '—' for null, undefined and invalid input", () => {
    expect(formatDateOnly(null)).toBe('—');
    expect(formatDateOnly(undefined)).toBe('—');
    expect(formatDateOnly('')).toBe('—');
    expect(formatDateOnly('09/03/2026')).toBe('—');
    expect(formatDateOnly('2026-3-9')).toBe('—');
    expect(formatDateOnly('2026-13-01')).toBe('—');
    expect(formatDateOnly('2026-00-10')).toBe('—');
    expect(formatDateOnly('2026-04-31')).toBe('—');
    expect(formatDateOnly('2025-02-29')).toBe('—');
    expect(formatDateOnly('2026-03-09T10:00:00Z')).toBe('—');
  });
});
