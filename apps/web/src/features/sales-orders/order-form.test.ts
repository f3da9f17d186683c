import { formatBRL } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import {
  discountText,
  type EditLine,
  liveTotals,
  parseDiscountText,
  planDifference,
  termsPayload,
} from './order-form';

const line = (quantity: string, price: string, discount = ''): EditLine => ({
  key: quantity,
  variantId: 'v',
  productId: 'p',
  label: 'CAM-001 · Camiseta',
  sku: 'CAM-001-PRETO-P',
  colorName: 'Preto',
  size: 'P',
  available: 10,
  quantity,
  price,
  discount,
});

describe('sales order form', () => {
  it('reads a discount typed as a percentage or an amount, and writes it back', () => {
    expect(parseDiscountText('10%')).toEqual({ ok: true, value: { kind: 'percent', basisPoints: 1000 } });
    expect(parseDiscountText('12,5 %')).toEqual({ ok: true, value: { kind: 'percent', basisPoints: 1250 } });
    expect(parseDiscountText('5,00')).toEqual({ ok: true, value: { kind: 'amount', cents: 500 } });
    expect(parseDiscountText('')).toEqual({ ok: true, value: null });
    expect(parseDiscountText('abc')).toEqual({ ok: false });
    expect(discountText({ kind: 'percent', basisPoints: 1250 })).toBe('12,5%');
    expect(discountText({ kind: 'amount', cents: 1050 })).toBe('10,50');
  });

  it('totals what is typed with the domain rules', () => {
    const totals = liveTotals([line('2', '100,00', '10%'), line('1', '89,90')], '9,90', '15,00');
    expect(totals?.ok && totals.value.totalCents).toBe(27500);
    expect(liveTotals([line('x', '1,00')], '', '')).toMatchObject({ ok: false, field: 'lines.0.quantity' });
  });

  it('turns the terms into the API payload and says by how much a typed plan misses the total', () => {
    expect(termsPayload({ kind: 'prazo', days: '30/60/90' })).toEqual({
      ok: true,
      value: { kind: 'prazo', days: [30, 60, 90] },
    });
    expect(termsPayload({ kind: 'prazo', days: 'trinta' })).toMatchObject({ ok: false });
    const typed = {
      kind: 'personalizado' as const,
      rows: [
        { key: 'a', dueDate: '10/01/2030', amount: '50,00' },
        { key: 'b', dueDate: '10/02/2030', amount: '40,00' },
      ],
    };
    expect(planDifference(typed, 10000)).toBe(`Faltam ${formatBRL(1000)} para o total do pedido`);
    expect(planDifference(typed, 9000)).toBeNull();
  });
});
