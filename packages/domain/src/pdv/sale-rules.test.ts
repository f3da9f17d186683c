import { describe, expect, it } from 'vitest';
import { discountOverLimit, returnRefundCents, soldLineNets } from './sale-rules.ts';

describe('discountOverLimit', () => {
  it('compares the discount share of the items with the limit, rounding the share up', () => {
    expect(discountOverLimit(500, 10_000, 500)).toBe(false);
    expect(discountOverLimit(501, 10_000, 500)).toBe(true);
    expect(discountOverLimit(0, 0, 0)).toBe(false);
    expect(discountOverLimit(9_000, 10_000, null)).toBe(false);
  });
});

describe('returns', () => {
  it('spreads the order discount over the lines like the sale did', () => {
    const lines = [
      { quantity: 2, totalCents: 10_000, returnedQuantity: 0 },
      { quantity: 1, totalCents: 5_000, returnedQuantity: 0 },
    ];
    expect(soldLineNets(lines, 1_500)).toEqual([9_000, 4_500]);
    expect(soldLineNets(lines, 0)).toEqual([10_000, 5_000]);
  });

  it('refunds the pieces part of the net, exactly the net over several returns', () => {
    const line = { quantity: 3, totalCents: 1_000, returnedQuantity: 0 };
    const first = returnRefundCents(line, 1_000, 1);
    const second = returnRefundCents({ ...line, returnedQuantity: 1 }, 1_000, 2);
    expect(first).toBe(333);
    expect(first + second).toBe(1_000);
    expect(returnRefundCents(line, 1_000, 3)).toBe(1_000);
  });

  it('refunds nothing beyond what is left to return', () => {
    const line = { quantity: 2, totalCents: 1_000, returnedQuantity: 2 };
    expect(returnRefundCents(line, 1_000, 1)).toBe(0);
    expect(returnRefundCents({ ...line, returnedQuantity: 0 }, 1_000, 0)).toBe(0);
    expect(returnRefundCents({ ...line, returnedQuantity: 0 }, 1_000, 1.5)).toBe(0);
  });
});
