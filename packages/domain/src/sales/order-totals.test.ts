import { describe, expect, it } from 'vitest';
import {
  discountShareBasisPoints,
  type OrderLineInput,
  orderTotals,
  parsePercentToBasisPoints,
  percentOfCents,
  spreadCents,
} from './order-totals.ts';

const line = (
  quantity: number,
  unitPriceCents: number,
  discount?: OrderLineInput['discount'],
): OrderLineInput => ({
  quantity,
  unitPriceCents,
  discount,
});

function totals(input: Parameters<typeof orderTotals>[0]) {
  const result = orderTotals(input);
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  return result.value;
}

describe('percentOfCents', () => {
  it('rounds half up to the centavo', () => {
    expect(percentOfCents(10000, 1250)).toBe(1250);
    expect(percentOfCents(999, 1000)).toBe(100); // 99.9
    expect(percentOfCents(995, 1000)).toBe(100); // 99.5 → 100
    expect(percentOfCents(994, 1000)).toBe(99); // 99.4
    expect(percentOfCents(1, 5000)).toBe(1); // 0.5 → 1
    expect(percentOfCents(1, 4999)).toBe(0);
    expect(percentOfCents(12345, 10000)).toBe(12345);
    expect(percentOfCents(12345, 0)).toBe(0);
  });
});

describe('spreadCents', () => {
  it('splits in proportion and sums exactly', () => {
    expect(spreadCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadCents(100, [1, 2])).toEqual([33, 67]);
    expect(spreadCents(10, [5000, 3000, 2000])).toEqual([5, 3, 2]);
    expect(spreadCents(1, [1, 3])).toEqual([0, 1]);
    expect(spreadCents(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(spreadCents(0, [1, 2])).toEqual([0, 0]);
    expect(spreadCents(5, [0, 0])).toEqual([0, 0]);
    expect(spreadCents(7, [0, 10])).toEqual([0, 7]);
    // The centavos left go to the largest remainders (.9 and .6 here), then to the earlier line on a tie.
    expect(spreadCents(3, [1, 2, 3, 4])).toEqual([0, 1, 1, 1]);
    expect(spreadCents(2, [3, 1, 1, 1])).toEqual([1, 1, 0, 0]);
    expect(spreadCents(3, [1, 1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(spreadCents(5, [4, 1, 4, 1])).toEqual([2, 1, 2, 0]);
  });
  it('never gives more than a line has when spreading up to the total', () => {
    const weights = [333, 1, 9999, 17, 250];
    const sum = weights.reduce((a, b) => a + b, 0);
    for (const amount of [0, 1, 13, sum - 1, sum]) {
      const shares = spreadCents(amount, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
      for (const [i, share] of shares.entries()) expect(share).toBeLessThanOrEqual(weights[i]!);
    }
  });
});

describe('orderTotals', () => {
  it('adds lines, line discounts, the order discount and freight', () => {
    const value = totals({
      lines: [
        line(3, 4990, { kind: 'percent', basisPoints: 1000 }), // 14 970 − 1 497
        line(2, 2500, { kind: 'amount', cents: 500 }), // 5 000 − 500
        line(1, 1000),
      ],
      discount: { kind: 'amount', cents: 1000 },
      freightCents: 2500,
    });
    expect(value.lines.map((l) => [l.subtotalCents, l.discountCents, l.totalCents])).toEqual([
      [14970, 1497, 13473],
      [5000, 500, 4500],
      [1000, 0, 1000],
    ]);
    expect(value).toMatchObject({
      pieces: 6,
      itemsSubtotalCents: 20970,
      lineDiscountCents: 1997,
      itemsTotalCents: 18973,
      orderDiscountCents: 1000,
      discountCents: 2997,
      freightCents: 2500,
      totalCents: 20473,
    });
    expect(value.lines.map((l) => l.orderDiscountCents)).toEqual([710, 237, 53]);
    expect(value.lines.map((l) => l.netCents)).toEqual([12763, 4263, 947]);
  });

  it('takes a percentage order discount from the items after line discounts', () => {
    const value = totals({
      lines: [line(1, 10000, { kind: 'amount', cents: 2000 })],
      discount: { kind: 'percent', basisPoints: 1050 },
    });
    expect(value).toMatchObject({
      itemsTotalCents: 8000,
      orderDiscountCents: 840,
      totalCents: 7160,
      freightCents: 0,
    });
  });

  it('accepts discounts of exactly the whole amount, free items and no freight', () => {
    expect(
      totals({ lines: [line(2, 500, { kind: 'amount', cents: 1000 })], freightCents: null }).totalCents,
    ).toBe(0);
    expect(totals({ lines: [line(2, 500, { kind: 'percent', basisPoints: 10000 })] }).totalCents).toBe(0);
    expect(
      totals({ lines: [line(2, 500)], discount: { kind: 'amount', cents: 1000 }, freightCents: 100 })
        .totalCents,
    ).toBe(100);
    expect(totals({ lines: [line(1, 0)], discount: { kind: 'amount', cents: 0 } }).totalCents).toBe(0);
    expect(totals({ lines: [line(1, 0)], discount: null }).lines[0]!.orderDiscountCents).toBe(0);
    expect(totals({ lines: [line(3, 100, { kind: 'percent', basisPoints: 0 })] }).totalCents).toBe(300);
  });

  it('refuses discounts larger than the amount, by one centavo or one basis point', () => {
    expect(orderTotals({ lines: [line(2, 500, { kind: 'amount', cents: 1001 })] })).toEqual({
      ok: false,
      field: 'lines.0.discount',
      message: 'O desconto não pode ser maior que o valor do item',
    });
    expect(orderTotals({ lines: [line(1, 500, { kind: 'percent', basisPoints: 10001 })] })).toEqual({
      ok: false,
      field: 'lines.0.discount',
      message: 'O desconto não pode passar de 100%',
    });
    expect(
      orderTotals({
        lines: [line(2, 500, { kind: 'amount', cents: 100 })],
        discount: { kind: 'amount', cents: 901 },
      }),
    ).toEqual({
      ok: false,
      field: 'discount',
      message: 'O desconto não pode ser maior que o valor dos itens',
    });
    expect(orderTotals({ lines: [line(1, 500)], discount: { kind: 'percent', basisPoints: 10001 } })).toEqual(
      {
        ok: false,
        field: 'discount',
        message: 'O desconto não pode passar de 100%',
      },
    );
  });

  it('refuses negative or fractional quantities, negative prices, discounts and freight', () => {
    const refuse = (input: Parameters<typeof orderTotals>[0]) => {
      const result = orderTotals(input);
      return result.ok ? 'ok' : `${result.field}: ${result.message}`;
    };
    expect(refuse({ lines: [] })).toBe('lines: Inclua ao menos um item');
    expect(refuse({ lines: [line(1, 100), line(0, 100)] })).toBe(
      'lines.1.quantity: A quantidade deve ser maior que zero',
    );
    expect(refuse({ lines: [line(-1, 100)] })).toBe('lines.0.quantity: A quantidade deve ser maior que zero');
    expect(refuse({ lines: [line(Number.NaN, 100)] })).toBe(
      'lines.0.quantity: A quantidade deve ser maior que zero',
    );
    expect(refuse({ lines: [line(1.5, 100)] })).toBe(
      'lines.0.quantity: Informe a quantidade em peças inteiras',
    );
    expect(refuse({ lines: [line(1_000_000, 1)] })).toBe('ok');
    expect(refuse({ lines: [line(1_000_001, 1)] })).toBe('lines.0.quantity: Quantidade grande demais');
    expect(refuse({ lines: [line(1, -1)] })).toBe('lines.0.unitPriceCents: O preço não pode ser negativo');
    expect(refuse({ lines: [line(1, 9.99)] })).toBe('lines.0.unitPriceCents: Preço inválido');
    expect(refuse({ lines: [line(1, 100, { kind: 'amount', cents: -1 })] })).toBe(
      'lines.0.discount: O desconto não pode ser negativo',
    );
    expect(refuse({ lines: [line(1, 100, { kind: 'percent', basisPoints: -1 })] })).toBe(
      'lines.0.discount: O desconto não pode ser negativo',
    );
    expect(refuse({ lines: [line(1, 100, { kind: 'percent', basisPoints: 12.5 })] })).toBe(
      'lines.0.discount: Desconto inválido',
    );
    expect(refuse({ lines: [line(1, 100, { kind: 'amount', cents: 0.5 })] })).toBe(
      'lines.0.discount: Desconto inválido',
    );
    expect(refuse({ lines: [line(1, 100)], discount: { kind: 'amount', cents: -5 } })).toBe(
      'discount: O desconto não pode ser negativo',
    );
    expect(refuse({ lines: [line(1, 100)], freightCents: -1 })).toBe(
      'freightCents: O frete não pode ser negativo',
    );
    expect(refuse({ lines: [line(1, 100)], freightCents: 1.5 })).toBe('freightCents: Frete inválido');
    expect(refuse({ lines: [line(1, 100)], freightCents: 0 })).toBe('ok');
  });

  it('refuses amounts beyond exact integer arithmetic', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(orderTotals({ lines: [line(2, Math.floor(big / 2) + 1)] })).toMatchObject({
      field: 'lines.0.unitPriceCents',
      message: 'Valor alto demais',
    });
    expect(orderTotals({ lines: [line(1, big), line(1, 1)] })).toMatchObject({
      field: 'lines.1.unitPriceCents',
    });
    expect(orderTotals({ lines: [line(1, big)] }).ok).toBe(true);
    expect(orderTotals({ lines: [line(1, big)], freightCents: 1 })).toMatchObject({
      field: 'freightCents',
      message: 'Valor alto demais',
    });
  });
});

describe('discountShareBasisPoints', () => {
  it('rounds up, so anything above a limit counts as above it', () => {
    expect(discountShareBasisPoints(1000, 10000)).toBe(1000);
    expect(discountShareBasisPoints(1001, 10000)).toBe(1001);
    expect(discountShareBasisPoints(1, 30000)).toBe(1);
    expect(discountShareBasisPoints(10000, 30000)).toBe(3334);
    expect(discountShareBasisPoints(0, 100)).toBe(0);
    expect(discountShareBasisPoints(5, 0)).toBe(0);
    expect(discountShareBasisPoints(-5, 100)).toBe(0);
  });
});

describe('parsePercentToBasisPoints', () => {
  it('reads pt-BR and plain percentages with up to two places', () => {
    expect(parsePercentToBasisPoints('12,5')).toBe(1250);
    expect(parsePercentToBasisPoints(' 12.50 % ')).toBe(1250);
    expect(parsePercentToBasisPoints('0')).toBe(0);
    expect(parsePercentToBasisPoints('0,01')).toBe(1);
    expect(parsePercentToBasisPoints('100')).toBe(10000);
    expect(parsePercentToBasisPoints('7%')).toBe(700);
  });
  it('refuses more than 100%, three places, signs and text', () => {
    for (const bad of ['100,01', '101', '1,234', '-5', '', 'dez', '1.000', ',5']) {
      expect(parsePercentToBasisPoints(bad), bad).toBeNull();
    }
  });
});
