import { describe, expect, it } from 'vitest';
import { formatInteger, formatQuantity } from './numbers.ts';

describe('formatQuantity', () => {
  it('uses pt-BR decimal comma and thousands separator with 2 decimals by default', () => {
    expect(formatQuantity(1234.5)).toBe('1.234,50');
    expect(formatQuantity(0)).toBe('0,00');
    expect(formatQuantity(1234567.891)).toBe('1.234.567,89');
    expect(formatQuantity(-12.3)).toBe('-12,30');
  });

  it('accepts decimal strings as stored in the database', () => {
    expect(formatQuantity('1234.5')).toBe('1.234,50');
    expect(formatQuantity('1234.5000')).toBe('1.234,50');
    expect(formatQuantity(' 7 ')).toBe('7,00');
    expect(formatQuantity('-0.25')).toBe('-0,25');
  });

  it('formats long decimal strings exactly', () => {
    expect(formatQuantity('12345678901234567.125', 3)).toBe('12.345.678.901.234.567,125');
  });

  it('honours the number of decimals', () => {
    expect(formatQuantity(1.23456, 3)).toBe('1,235');
    expect(formatQuantity('2.5', 0)).toBe('3');
    expect(formatQuantity(2, 4)).toBe('2,0000');
  });

  it('does not show negative zero', () => {
    expect(formatQuantity(-0.001)).toBe('0,00');
    expect(formatQuantity(-0)).toBe('0,00');
  });

  it("returns '—' for null, undefined and non-numeric input", () => {
    expect(formatQuantity(null)).toBe('—');
    expect(formatQuantity(undefined)).toBe('—');
    expect(formatQuantity('')).toBe('—');
    expect(formatQuantity('abc')).toBe('—');
    expect(formatQuantity('1,5')).toBe('—');
    expect(formatQuantity(Number.NaN)).toBe('—');
    expect(formatQuantity(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatInteger', () => {
  it('formats with thousands separator and no decimals', () => {
    expect(formatInteger(1234)).toBe('1.234');
    expect(formatInteger(1234567)).toBe('1.234.567');
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(-1500)).toBe('-1.500');
    expect(formatInteger('98765')).toBe('98.765');
  });

  it('rounds fractional values', () => {
    expect(formatInteger(1234.5)).toBe('1.235');
    expect(formatInteger(9.4)).toBe('9');
  });

  it("returns '—' for invalid input", () => {
    expect(formatInteger(null)).toBe('—');
    expect(formatInteger('x')).toBe('—');
  });
});
