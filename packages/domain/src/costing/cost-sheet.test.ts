import { describe, expect, it } from 'vitest';
import { SUGGESTED_PRICE_IMPOSSIBLE } from './cost-rules.ts';
import { computeCostSheet } from './cost-sheet.ts';
import { formatPercent, percentString } from './percent.ts';

/** A T-shirt: 1.2 m of fabric per piece, a 250-piece cone of thread, one label; cutting and sewing. */
const tShirt = {
  materials: [
    { quantity: '1.2', yieldUnits: '1', unitCostCents: 1890 },
    { quantity: '1', yieldUnits: '250', unitCostCents: 1250 },
    { quantity: '1', yieldUnits: '1', unitCostCents: 35 },
  ],
  processes: [{ costPerPieceCents: 150 }, { costPerPieceCents: 300 }],
  overheadPercent: '10',
  taxesPercent: '6',
  feesPercent: '4',
  targetMarginPercent: '30',
  salePriceCents: 4990,
};

describe('computeCostSheet', () => {
  it('gives every figure of a sheet with fabric, thread and a label', () => {
    const figures = computeCostSheet(tShirt);
    expect(figures.materialLines.map((l) => l.consumptionPerPiece.toFixed(4))).toEqual([
      '1.2000',
      '0.0040',
      '1.0000',
    ]);
    expect(figures.materialLines.map((l) => l.costPerPieceCents.toFixed(4))).toEqual([
      '2268.0000',
      '5.0000',
      '35.0000',
    ]);
    expect(figures.materialsCents.toFixed(2)).toBe('2308.00');
    expect(figures.processesCents.toFixed(2)).toBe('450.00');
    expect(figures.baseCents.toFixed(2)).toBe('2758.00');
    expect(figures.overheadCents.toFixed(2)).toBe('275.80');
    expect(figures.unitCostCents).toBe(3034);
    expect(figures.suggestedPrice).toEqual({ ok: true, cents: 5057 });
    // 4990 × 10% = 499 in taxes and fees; 4491 − 3034 = 1457 profit; 1457 / 4990 = 29.198…%
    expect(figures.deductionsCents).toBe(499);
    expect(figures.profitCents).toBe(1457);
    expect(percentString(figures.marginPercent)).toBe('29.20');
    expect(figures.belowCost).toBe(false);
  });

  it('rounds the unit cost once, from exact line costs', () => {
    const figures = computeCostSheet({
      ...tShirt,
      materials: [
        { quantity: '1', yieldUnits: '3', unitCostCents: 1890 }, // 0.3333 × 1890 = 629.937
        { quantity: '2', yieldUnits: '3', unitCostCents: 1 }, // 0.6667
      ],
      processes: [],
      overheadPercent: '0',
    });
    expect(figures.baseCents.toFixed(4)).toBe('630.6037');
    expect(figures.unitCostCents).toBe(631);
  });

  it('flags a product sold below cost and gives its negative margin', () => {
    const figures = computeCostSheet({ ...tShirt, salePriceCents: 3300 });
    expect(figures.belowCost).toBe(true); // 3300 × 0.9 = 2970 < 3034
    expect(figures.profitCents).toBe(-64);
    expect(percentString(figures.marginPercent)).toBe('-1.94');
  });

  it('has no margin nor deductions without a price, and flags price 0', () => {
    const none = computeCostSheet({ ...tShirt, salePriceCents: null });
    expect(none).toMatchObject({ marginPercent: null, profitCents: null, deductionsCents: null });
    expect(none.belowCost).toBe(false);
    const zero = computeCostSheet({ ...tShirt, salePriceCents: 0 });
    expect(zero.marginPercent).toBeNull();
    expect(zero.profitCents).toBe(-3034);
    expect(zero.belowCost).toBe(true);
  });

  it('explains why there is no suggested price when percentages reach 100%', () => {
    const figures = computeCostSheet({ ...tShirt, targetMarginPercent: '90' });
    expect(figures.suggestedPrice).toEqual({ ok: false, message: SUGGESTED_PRICE_IMPOSSIBLE });
    expect(figures.unitCostCents).toBe(3034);
  });

  it('prices a sheet with processes only, or with nothing, at their cost', () => {
    expect(computeCostSheet({ ...tShirt, materials: [] }).unitCostCents).toBe(495);
    const empty = computeCostSheet({ ...tShirt, materials: [], processes: [] });
    expect(empty.unitCostCents).toBe(0);
    expect(empty.suggestedPrice).toEqual({ ok: true, cents: 0 });
  });

  it('handles tiny and large quantities', () => {
    const tiny = computeCostSheet({
      ...tShirt,
      materials: [{ quantity: '0.0001', yieldUnits: '1', unitCostCents: 5000 }],
      processes: [],
      overheadPercent: '0',
    });
    expect(tiny.unitCostCents).toBe(1); // 0.5 centavo rounds up
    const large = computeCostSheet({
      ...tShirt,
      materials: [{ quantity: '9999999999.9999', yieldUnits: '1', unitCostCents: 100 }],
      processes: [],
      overheadPercent: '0',
    });
    expect(large.baseCents.toFixed(2)).toBe('999999999999.99');
    expect(large.unitCostCents).toBe(1_000_000_000_000);
  });

  it('refuses a negative process cost', () => {
    expect(() => computeCostSheet({ ...tShirt, processes: [{ costPerPieceCents: -1 }] })).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('formats pt-BR with 2 places, and a dash for nothing', () => {
    expect(formatPercent('29.20')).toBe('29,20%');
    expect(formatPercent('-1.94')).toBe('-1,94%');
    expect(formatPercent('1234.5')).toBe('1.234,50%');
    expect(formatPercent(null)).toBe('—');
  });
});
