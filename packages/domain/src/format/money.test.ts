import { describe, expect, it } from 'vitest';
import { centavosToDecimalString, formatBRL, parseBRLToCentavos } from './money.ts';

const NBSP = '\u00A0';

describe('centavosToDecimalString', () => {
  it('converts integer centavos to a decimal string with 2 places', () => {
    expect(centavosToDecimalString(123456)).toBe('1234.56');
    expect(centavosToDecimalString(0)).toBe('0.00');
    expect(centavosToDecimalString(5)).toBe('0.05');
    expect(centavosToDecimalString(50)).toBe('0.50');
    expect(centavosToDecimalString(100)).toBe('1.00');
    expect(centavosToDecimalString(-300)).toBe('-3.00');
    expect(centavosToDecimalString(-5)).toBe('-0.05');
  });

  it('accepts bigint beyond the safe integer range', () => {
    expect(centavosToDecimalString(123456789012345678901n)).toBe('1234567890123456789.01');
    expect(centavosToDecimalString(-1n)).toBe('-0.01');
  });

  it('rounds non-integer numbers to the nearest centavo and rejects non-finite ones', () => {
    expect(centavosToDecimalString(10.6)).toBe('0.11');
    expect(centavosToDecimalString(-0.4)).toBe('0.00');
    expect(() => centavosToDecimalString(Number.NaN)).toThrow(RangeError);
    expect(() => centavosToDecimalString(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatBRL', () => {
  it('formats centavos as BRL with a non-breaking space after R$', () => {
    expect(formatBRL(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(5)).toBe(`R$${NBSP}0,05`);
    expect(formatBRL(100510)).toBe(`R$${NBSP}1.005,10`);
    expect(formatBRL(123456789)).toBe(`R$${NBSP}1.234.567,89`);
  });

  it('formats negative amounts', () => {
    expect(formatBRL(-300)).toBe(`-R$${NBSP}3,00`);
  });

  it('formats bigint amounts exactly', () => {
    expect(formatBRL(123456n)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(900719925474099399n)).toBe(`R$${NBSP}9.007.199.254.740.993,99`);
  });
});

describe('parseBRLToCentavos', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    [`R$${NBSP}1.234,56`, 123456],
    ['1234,56', 123456],
    ['1234', 123400],
    ['0,5', 50],
    ['0,05', 5],
    [',5', 50],
    ['-3,00', -300],
    ['-R$ 3,00', -300],
    ['R$ -3,00', -300],
    ['0,29', 29],
    ['1.005,10', 100510],
    ['1.234.567,89', 123456789],
    ['  42  ', 4200],
    ['0', 0],
    ['1,', 100],
  ])('parses %j as %i centavos', (text, expected) => {
    expect(parseBRLToCentavos(text)).toBe(expected);
  });

  it('round-trips formatBRL output', () => {
    for (const centavos of [0, 1, 29, 50, 100510, 123456789, -300]) {
      expect(parseBRLToCentavos(formatBRL(centavos))).toBe(centavos);
    }
  });

  it('does not return negative zero', () => {
    expect(Object.is(parseBRLToCentavos('-0,00'), 0)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'abc',
    'R$',
    '-',
    ',',
    '12a',
    '1,234',
    '1.23',
    '1.2345,00',
    '12.34.567',
    '1234.56',
    '--3',
    '-R$ -3',
    '1,2,3',
    'R$ 1.234,56 extra',
    '99999999999999999999',
  ])('returns null for %j', (text) => {
    expect(parseBRLToCentavos(text)).toBeNull();
  });
});
