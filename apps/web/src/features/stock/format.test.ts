import { describe, expect, it } from 'vitest';
import { adjustmentPreview, formatSignedQuantity, formatStockQuantity, isNegativeQuantity } from './format';

describe('stock formatting', () => {
  it('signs ledger quantities with a plus or a real minus', () => {
    expect(formatSignedQuantity('10.00')).toBe('+10,00');
    expect(formatSignedQuantity('-1234.5')).toBe('−1.234,50');
    expect(formatSignedQuantity('x')).toBe('—');
    expect(isNegativeQuantity('-0.01')).toBe(true);
    expect(isNegativeQuantity('0.01')).toBe(false);
  });

  it('adds the unit to balances', () => {
    expect(formatStockQuantity('12.5', 'm')).toBe('12,50 m');
    expect(formatStockQuantity('', 'm')).toBe('—');
  });

  it('previews the difference an adjustment will post', () => {
    expect(adjustmentPreview('100.00', '97')).toEqual({ text: '−3,00', zero: false });
    expect(adjustmentPreview('97.00', '97,5')).toEqual({ text: '+0,50', zero: false });
    expect(adjustmentPreview('5.00', '5,00')).toEqual({ text: '0,00', zero: true });
    expect(adjustmentPreview('5.00', '')).toBeNull();
    expect(adjustmentPreview('5.00', '-1')).toBeNull();
    expect(adjustmentPreview('5.00', '1,234')).toBeNull();
  });
});
