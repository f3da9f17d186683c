import { describe, expect, it } from 'vitest';
import { priceBulkChangeSchema, priceSaveSchema } from '../contracts/sale-prices.ts';
import { applyPercentChange, markupPercent, priceFigures, resolveUnitPrice } from './pricing.ts';

const sheet = { unitCostCents: 4000, taxesPercent: '0.00', feesPercent: '0.00' };

describe('markup and margin beside a price', () => {
  it('markup is over the cost, margin over the price', () => {
    expect(priceFigures(10000, sheet)).toEqual({
      markupPercent: '150.00',
      marginPercent: '60.00',
      belowCost: false,
    });
  });

  it('rounds both to 2 places half-up (1/3 → 33.33; 2/3 → 66.67)', () => {
    expect(priceFigures(3000, { ...sheet, unitCostCents: 2000 }).marginPercent).toBe('33.33');
    expect(markupPercent(5000, 3000)?.toFixed(2)).toBe('66.67');
  });

  it('deducts the sheet’s taxes and fees from the margin, as the cost sheet does', () => {
    const figures = priceFigures(10000, { unitCostCents: 4000, taxesPercent: '6.00', feesPercent: '4.00' });
    expect(figures.marginPercent).toBe('50.00');
    expect(figures.markupPercent).toBe('150.00');
  });

  it('flags a price below cost, also when taxes eat what was left', () => {
    expect(priceFigures(3999, sheet).belowCost).toBe(true);
    expect(priceFigures(4000, sheet).belowCost).toBe(false);
    expect(
      priceFigures(4200, { unitCostCents: 4000, taxesPercent: '10.00', feesPercent: '0' }).belowCost,
    ).toBe(true);
    expect(priceFigures(3000, sheet).markupPercent).toBe('-25.00');
  });

  it('says nothing without a price, a sheet or a cost', () => {
    const none = { markupPercent: null, marginPercent: null, belowCost: false };
    expect(priceFigures(null, sheet)).toEqual(none);
    expect(priceFigures(5000, null)).toEqual(none);
    expect(priceFigures(5000, { ...sheet, unitCostCents: 0 }).markupPercent).toBeNull();
    expect(priceFigures(0, sheet)).toMatchObject({ marginPercent: null, belowCost: true });
  });
});

describe('a bulk change by percentage, rounded to the centavo', () => {
  it('raises and lowers', () => {
    expect(applyPercentChange(10000, '10')).toBe(11000);
    expect(applyPercentChange(8990, '-10')).toBe(8091);
    expect(applyPercentChange(8990, '1000')).toBe(98890);
  });

  it('rounds half-up once (4,99 + 5% = 5,2395 → 5,24; 1,05 − 50% = 0,525 → 0,53)', () => {
    expect(applyPercentChange(499, '5')).toBe(524);
    expect(applyPercentChange(105, '-50')).toBe(53);
    expect(applyPercentChange(1, '-49.99')).toBe(1);
    expect(applyPercentChange(1, '-50.01')).toBe(0);
  });

  it('refuses a cut of 100% or more and a negative price', () => {
    expect(() => applyPercentChange(1000, '-100')).toThrow(RangeError);
    expect(() => applyPercentChange(-1, '10')).toThrow('Preço inválido');
  });
});

describe('which price a SKU sells at', () => {
  it('its own override first, then the product’s, then the default table’s', () => {
    const all = { tableSku: 100, tableProduct: 200, defaultSku: 300, defaultProduct: 400 };
    expect(resolveUnitPrice(all)).toEqual({ priceCents: 100, source: 'sku' });
    expect(resolveUnitPrice({ ...all, tableSku: null })).toEqual({ priceCents: 200, source: 'product' });
    expect(resolveUnitPrice({ defaultSku: 300, defaultProduct: 400 })).toEqual({
      priceCents: 300,
      source: 'default_sku',
    });
    expect(resolveUnitPrice({ defaultProduct: 400 })).toEqual({ priceCents: 400, source: 'default_product' });
  });

  it('a price of zero is a price (a gift), no price is none', () => {
    expect(resolveUnitPrice({ tableSku: 0, tableProduct: 200 })).toEqual({ priceCents: 0, source: 'sku' });
    expect(resolveUnitPrice({})).toBeNull();
  });
});

describe('the contracts’ messages', () => {
  const productId = '00000000-0000-4000-8000-000000000001';

  it('refuses a negative price and reads pt-BR money', () => {
    const negative = priceSaveSchema.safeParse({ prices: [{ productId, priceCents: -1 }] });
    expect(negative.error?.issues[0]?.message).toBe('O preço não pode ser negativo');
    const text = priceSaveSchema.parse({ prices: [{ productId, priceCents: 'R$ 1.234,56' }] });
    expect(text.prices[0]?.priceCents).toBe(123456);
    expect(
      priceSaveSchema.parse({ prices: [{ productId, priceCents: '' }] }).prices[0]?.priceCents,
    ).toBeNull();
  });

  it('checks the percentage of a bulk change', () => {
    const message = (percent: unknown) =>
      priceBulkChangeSchema.safeParse({ percent }).error?.issues[0]?.message;
    expect(message('0')).toBe('Informe um percentual diferente de zero');
    expect(message('-100')).toBe('A redução deve ser menor que 100%');
    expect(message('1000,01')).toBe('No máximo 1.000% de aumento');
    expect(message('1,234')).toBe('Use no máximo 2 casas decimais');
    expect(message('abc')).toBe('Informe o percentual');
    expect(priceBulkChangeSchema.parse({ percent: '12,5' }).percent).toBe('12.50');
  });
});
