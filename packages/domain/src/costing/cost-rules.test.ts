import { describe, expect, it } from 'vitest';
import { Dec } from '../quantity/decimal.ts';
import {
  isBelowCost,
  marginPercentAtPrice,
  materialConsumptionPerPiece,
  materialCostPerPiece,
  netOfDeductions,
  percentOf,
  roundCents,
  SUGGESTED_PRICE_IMPOSSIBLE,
  suggestedPrice,
  unitCostCents,
} from './cost-rules.ts';

const fixed = (value: Dec | null, places = 4) => value?.toFixed(places) ?? null;

describe('consumption per piece = quantity / yield_units, 4 places half-up', () => {
  it('rounds thirds and other repeating fractions to 4 places', () => {
    expect(materialConsumptionPerPiece('1', '3').toFixed(4)).toBe('0.3333');
    expect(materialConsumptionPerPiece('2', '3').toFixed(4)).toBe('0.6667');
    expect(materialConsumptionPerPiece('1', '7').toFixed(4)).toBe('0.1429');
    expect(materialConsumptionPerPiece('10', '3').toFixed(4)).toBe('3.3333');
  });

  it('rounds a tie up, not to even (0.00025 → 0.0003, 0.00015 → 0.0002)', () => {
    expect(materialConsumptionPerPiece('0.0005', '2').toFixed(4)).toBe('0.0003');
    expect(materialConsumptionPerPiece('0.0003', '2').toFixed(4)).toBe('0.0002');
  });

  it('keeps the smallest quantity and lets a tinier share round to zero', () => {
    expect(materialConsumptionPerPiece('0.0001', '1').toFixed(4)).toBe('0.0001');
    expect(materialConsumptionPerPiece('0.0001', '3').toFixed(4)).toBe('0.0000');
    expect(materialConsumptionPerPiece('0.0001', '0.0001').toFixed(4)).toBe('1.0000');
  });

  it('is exact on large quantities and yields below one piece', () => {
    expect(materialConsumptionPerPiece('9999999999.9999', '1').toFixed(4)).toBe('9999999999.9999');
    expect(materialConsumptionPerPiece('9999999999.9999', '0.0001').toFixed(4)).toBe('99999999999999.0000');
    expect(materialConsumptionPerPiece('1.2', '0.5').toFixed(4)).toBe('2.4000');
    // 0.1 + 0.2 style float traps do not exist here.
    expect(materialConsumptionPerPiece('0.3', '3').toFixed(4)).toBe('0.1000');
  });

  it('refuses a zero or negative quantity or yield, and text that is not a number', () => {
    expect(() => materialConsumptionPerPiece('1', '0')).toThrow('O rendimento deve ser maior que zero');
    expect(() => materialConsumptionPerPiece('1', '-2')).toThrow('O rendimento deve ser maior que zero');
    expect(() => materialConsumptionPerPiece('0', '1')).toThrow('A quantidade deve ser maior que zero');
    expect(() => materialConsumptionPerPiece('abc', '1')).toThrow();
  });
});

describe('material cost per piece = consumption × unit cost, exact centavos', () => {
  it('keeps fractions of a centavo', () => {
    expect(materialCostPerPiece('0.3333', 1890).toFixed(4)).toBe('629.9370');
    expect(materialCostPerPiece('0.0001', 1).toFixed(4)).toBe('0.0001');
    expect(materialCostPerPiece('1.2', 0).toFixed(4)).toBe('0.0000');
  });

  it('refuses a negative or fractional unit cost', () => {
    expect(() => materialCostPerPiece('1', -1)).toThrow('O custo unitário não pode ser negativo');
    expect(() => materialCostPerPiece('1', 10.5)).toThrow('deve ser um número inteiro');
  });
});

describe('unit cost: base plus overhead %, rounded half-up once at the end', () => {
  it('rounds the sum, not each line: three lines of 0.4 centavo cost 1 centavo', () => {
    const line = materialCostPerPiece(materialConsumptionPerPiece('0.0004', '1'), 1000);
    expect(line.toFixed(4)).toBe('0.4000');
    expect(roundCents(line)).toBe(0);
    expect(unitCostCents(line.plus(line).plus(line), '0')).toBe(1);
  });

  it('rounds half a centavo up', () => {
    expect(unitCostCents('100.5', '0')).toBe(101);
    expect(unitCostCents('100.4999', '0')).toBe(100);
    expect(unitCostCents('1000', '0.05')).toBe(1001); // 1000.5
  });

  it('applies 0%, fractional and over-100% overhead on the base', () => {
    expect(unitCostCents('2758', '0')).toBe(2758);
    expect(unitCostCents('2758', '10')).toBe(3034); // 3033.8
    expect(unitCostCents('2758', '12.35')).toBe(3099); // 3098.613
    expect(unitCostCents('2758', '150')).toBe(6895);
    expect(unitCostCents('0', '99.99')).toBe(0);
  });

  it('refuses a total too large to be a safe whole number of centavos', () => {
    expect(() => roundCents(new Dec('1e20'))).toThrow('Valor alto demais');
  });
});

describe('suggested price = cost / (1 − (taxes + fees + margin) / 100)', () => {
  it('adds taxes, fees and margin on the price', () => {
    expect(suggestedPrice(3034, '6', '4', '30')).toEqual({ ok: true, cents: 5057 }); // 5056.67
    expect(suggestedPrice(1000, '0', '0', '50')).toEqual({ ok: true, cents: 2000 });
    expect(suggestedPrice(1000, '0', '0', '0')).toEqual({ ok: true, cents: 1000 });
    expect(suggestedPrice(0, '10', '10', '10')).toEqual({ ok: true, cents: 0 });
  });

  it('rounds half-up to whole centavos', () => {
    // 101 / 0.75 = 134.666…; 3 / 0.4 = 7.5
    expect(suggestedPrice(101, '25', '0', '0')).toEqual({ ok: true, cents: 135 });
    expect(suggestedPrice(3, '30', '30', '0')).toEqual({ ok: true, cents: 8 });
  });

  it('copes with 99.99%', () => {
    expect(suggestedPrice(3034, '0', '0', '99.99')).toEqual({ ok: true, cents: 30_340_000 });
    expect(suggestedPrice(1, '33.33', '33.33', '33.33')).toEqual({ ok: true, cents: 10_000 }); // 1 / 0.0001
  });

  it('refuses with a clear message when the percentages reach 100%', () => {
    const refused = { ok: false, message: SUGGESTED_PRICE_IMPOSSIBLE };
    expect(suggestedPrice(3034, '50', '30', '20')).toEqual(refused);
    expect(suggestedPrice(3034, '99.99', '0.01', '0')).toEqual(refused);
    expect(suggestedPrice(3034, '60', '30', '20')).toEqual(refused);
    expect(SUGGESTED_PRICE_IMPOSSIBLE).toMatch(/100%/);
  });
});

describe('margin at the current price = (price − price × (taxes + fees) / 100 − cost) / price', () => {
  it('measures the margin in percent of the price', () => {
    expect(fixed(marginPercentAtPrice(5057, 3034, '6', '4'), 6)).toBe('30.003955');
    expect(fixed(marginPercentAtPrice(2000, 1000, '0', '0'), 2)).toBe('50.00');
    expect(fixed(marginPercentAtPrice(3, 1, '0', '0'), 4)).toBe('66.6667');
  });

  it('goes negative below cost', () => {
    expect(fixed(marginPercentAtPrice(3000, 3034, '0', '0'), 2)).toBe('-1.13');
    expect(fixed(marginPercentAtPrice(1000, 0, '99.99', '0'), 2)).toBe('0.01');
    expect(fixed(marginPercentAtPrice(1000, 1, '99.99', '0'), 2)).toBe('-0.09');
  });

  it('has no margin without a price, or at price 0', () => {
    expect(marginPercentAtPrice(null, 3034, '6', '4')).toBeNull();
    expect(marginPercentAtPrice(undefined, 3034, '6', '4')).toBeNull();
    expect(marginPercentAtPrice(0, 3034, '6', '4')).toBeNull();
  });
});

describe('below cost when price × (1 − (taxes + fees) / 100) < cost', () => {
  it('compares what the price leaves after taxes and fees with the cost', () => {
    expect(netOfDeductions(3372, '10', '0').toFixed(2)).toBe('3034.80');
    expect(isBelowCost(3372, 3034, '6', '4')).toBe(false);
    expect(isBelowCost(3371, 3034, '6', '4')).toBe(true); // 3033.90 < 3034
    expect(isBelowCost(3034, 3034, '0', '0')).toBe(false); // equal is not below
    expect(isBelowCost(3033, 3034, '0', '0')).toBe(true);
  });

  it('flags a price that pays the cost only before fees', () => {
    expect(isBelowCost(5000, 3034, '0', '0')).toBe(false);
    expect(isBelowCost(5000, 3034, '20', '20')).toBe(true); // 3000 left
    expect(isBelowCost(5000, 3034, '99.99', '0')).toBe(true);
  });

  it('judges price 0 but not a product without a price', () => {
    expect(isBelowCost(0, 1, '0', '0')).toBe(true);
    expect(isBelowCost(0, 0, '0', '0')).toBe(false);
    expect(isBelowCost(null, 3034, '0', '0')).toBe(false);
  });
});

describe('percentOf', () => {
  it('is exact', () => {
    expect(percentOf(3, '33.33').toFixed(4)).toBe('0.9999');
    expect(percentOf(new Dec('0.1'), '0.01').toFixed(6)).toBe('0.000010');
  });
});
