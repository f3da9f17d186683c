import { describe, expect, it } from 'vitest';
import { formatStockCount } from './stock-text.ts';

describe('formatStockCount', () => {
  it('shows whole counts without decimals and fractions with two', () => {
    expect(formatStockCount('12.00')).toBe('12');
    expect(formatStockCount('1234.00')).toBe('1.234');
    expect(formatStockCount('12.50')).toBe('12,50');
    expect(formatStockCount('0.00')).toBe('0');
    expect(formatStockCount(null)).toBe('—');
    expect(formatStockCount('x')).toBe('—');
  });

  it('reads any plain decimal text, signs and bare fractions included', () => {
    expect(formatStockCount('-3')).toBe('-3');
    expect(formatStockCount('-2.50')).toBe('-2,50');
    expect(formatStockCount('.5')).toBe('0,50');
    expect(formatStockCount('7.')).toBe('7');
    expect(formatStockCount(' 12.000 ')).toBe('12');
    expect(formatStockCount('1.234,5')).toBe('—');
    expect(formatStockCount('')).toBe('—');
  });
});
