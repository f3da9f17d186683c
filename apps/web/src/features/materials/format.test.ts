import { describe, expect, it } from 'vitest';
import { belowMinimumLabel, formatStock, isTotalBelowMinimum, isZeroQuantity } from './format';

describe('formatStock', () => {
  it('shows stock with its unit, whole counts without decimals and with plurals', () => {
    expect(formatStock('1234.5', 'm')).toBe('1.234,50 m');
    expect(formatStock('3.00', 'kg')).toBe('3,00 kg');
    expect(formatStock('12.00', 'un')).toBe('12 un');
    expect(formatStock('1.00', 'cone')).toBe('1 cone');
    expect(formatStock('-1.00', 'cone')).toBe('-1 cone');
    expect(formatStock('3.00', 'cone')).toBe('3 cones');
    expect(formatStock('2.50', 'rolo')).toBe('2,50 rolos');
    expect(formatStock('0.00', 'par')).toBe('0 pares');
    expect(formatStock('x', 'm')).toBe('—');
    expect(formatStock('1', 'par')).toBe('1 par');
    expect(formatStock('10.00', 'cone')).toBe('10 cones');
  });

  it('tells a zero quantity from any other', () => {
    for (const zero of ['0', '0.00', '-0', '.0', '00.0']) expect(isZeroQuantity(zero)).toBe(true);
    for (const other of ['0.01', '10', '-1.00', '', '.', 'x']) expect(isZeroQuantity(other)).toBe(false);
  });
});

describe('below-minimum warning of a material', () => {
  it('counts the short variations of a material with several, and keeps the plain label for one', () => {
    expect(belowMinimumLabel(1, 1)).toBe('Abaixo do mínimo');
    expect(belowMinimumLabel(1, 10)).toBe('1 variação abaixo do mínimo');
    expect(belowMinimumLabel(3, 10)).toBe('3 variações abaixo do mínimo');
  });

  it('paints the total red only when it is the one variation that is short', () => {
    expect(isTotalBelowMinimum(1, 1)).toBe(true);
    expect(isTotalBelowMinimum(1, 10)).toBe(false);
    expect(isTotalBelowMinimum(0, 1)).toBe(false);
  });
});
