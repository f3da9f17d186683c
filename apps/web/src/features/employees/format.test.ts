import { describe, expect, it } from 'vitest';
import { formatPay, payAmountLabel } from './format.ts';

describe('formatPay', () => {
  it('shows a salary per month or a price per piece', () => {
    expect(formatPay('mensal', 215000)).toBe('R$\u00a02.150,00/mês');
    expect(formatPay('por_peca', 150)).toBe('R$\u00a01,50/peça');
  });
});

describe('payAmountLabel', () => {
  it('names the amount after the pay type', () => {
    expect(payAmountLabel('mensal')).toBe('Salário mensal');
    expect(payAmountLabel('por_peca')).toBe('Valor por peça');
    expect(payAmountLabel(undefined)).toBe('Valor');
  });
});
