import { parseBRLToCentavos } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import {
  dateFieldText,
  decimalFieldText,
  maskDateInput,
  moneyFieldText,
  quantityFieldText,
} from './field-text.ts';

describe('moneyFieldText', () => {
  it('shows centavos as pt-BR text without the currency, and nothing for no value', () => {
    expect(moneyFieldText(123456)).toBe('1.234,56');
    expect(moneyFieldText(3290)).toBe('32,90');
    expect(moneyFieldText(5)).toBe('0,05');
    expect(moneyFieldText(0)).toBe('0,00');
    expect(moneyFieldText(null)).toBe('');
    expect(moneyFieldText(undefined)).toBe('');
  });

  it('round-trips through the parser the contracts use', () => {
    for (const cents of [0, 7, 450, 215075, 9_999_999_999])
      expect(parseBRLToCentavos(moneyFieldText(cents))).toBe(cents);
  });
});

describe('quantityFieldText', () => {
  it('shows a stored decimal with two places, and zero as a bare 0', () => {
    expect(quantityFieldText('12.5')).toBe('12,50');
    expect(quantityFieldText('1234.50')).toBe('1.234,50');
    expect(quantityFieldText('0.00')).toBe('0');
  });
});

describe('date fields', () => {
  it('adds the slashes as the digits come, ignoring anything else', () => {
    expect(maskDateInput('03')).toBe('03');
    expect(maskDateInput('0306')).toBe('03/06');
    expect(maskDateInput('030620')).toBe('03/06/20');
    expect(maskDateInput('03062024')).toBe('03/06/2024');
    expect(maskDateInput('03/06/20245')).toBe('03/06/2024');
    expect(maskDateInput('3a/0b')).toBe('30');
  });

  it('shows a stored date as dd/MM/yyyy', () => {
    expect(dateFieldText('2024-06-03')).toBe('03/06/2024');
    expect(dateFieldText(null)).toBe('');
  });
});

describe('decimalFieldText', () => {
  it('shows a stored decimal with a comma and the field places, keeping any finer places', () => {
    expect(decimalFieldText('16.80', 2)).toBe('16,80');
    expect(decimalFieldText('1234.5', 2)).toBe('1234,50');
    expect(decimalFieldText('12.00', 0)).toBe('12');
    expect(decimalFieldText('12.50', 0)).toBe('12,5');
    expect(decimalFieldText('0.00', 2)).toBe('0,00');
    expect(decimalFieldText('x', 2)).toBe('');
  });
});
