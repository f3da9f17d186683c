import type { PriceSkuList } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { bulkChangeBody, initialPriceTexts, pricesToSave } from './price-form';

const data: PriceSkuList = {
  productPriceCents: 8990,
  cost: null,
  items: [
    {
      variantId: 'v1',
      sku: 'CAM-PRETO-P',
      colorName: 'Preto',
      size: 'P',
      status: 'ativo',
      overrideCents: 9990,
      effectiveCents: 9990,
      markupPercent: null,
      marginPercent: null,
      belowCost: false,
    },
    {
      variantId: 'v2',
      sku: 'CAM-PRETO-M',
      colorName: 'Preto',
      size: 'M',
      status: 'ativo',
      overrideCents: null,
      effectiveCents: 8990,
      markupPercent: null,
      marginPercent: null,
      belowCost: false,
    },
  ],
};

describe('the product prices dialog', () => {
  it('starts from the saved prices, a SKU without its own price empty', () => {
    expect(initialPriceTexts(data)).toEqual({ product: '89,90', skus: { v1: '99,90', v2: '' } });
  });

  it('saves the product price and every SKU, an emptied SKU as none', () => {
    const result = pricesToSave('p1', data, { product: '1.089,90', skus: { v1: '', v2: '95,00' } });
    expect(result).toEqual({
      ok: true,
      body: {
        prices: [
          { productId: 'p1', variantId: null, priceCents: 108990 },
          { productId: 'p1', variantId: 'v1', priceCents: null },
          { productId: 'p1', variantId: 'v2', priceCents: 9500 },
        ],
      },
    });
  });

  it('names the SKU whose price cannot be read', () => {
    expect(pricesToSave('p1', data, { product: '10,00', skus: { v1: 'abc', v2: '' } })).toEqual({
      ok: false,
      message: 'Preço inválido no SKU CAM-PRETO-P',
    });
  });
});

describe('the bulk change', () => {
  const base = { q: 'camiseta', filter: undefined, dryRun: true } as const;

  it('signs a reduction and sends the list’s search only for the filtered selection', () => {
    expect(bulkChangeBody({ ...base, direction: 'lower', percentText: '7,5', filtered: true })).toEqual({
      ok: true,
      body: { percent: '-7.50', q: 'camiseta', filter: undefined, dryRun: true },
    });
    expect(bulkChangeBody({ ...base, direction: 'raise', percentText: '10', filtered: false })).toEqual({
      ok: true,
      body: { percent: '10.00', dryRun: true },
    });
  });

  it('explains an empty or impossible percentage', () => {
    expect(bulkChangeBody({ ...base, direction: 'raise', percentText: '', filtered: false })).toEqual({
      ok: false,
      message: 'Informe o percentual',
    });
    expect(bulkChangeBody({ ...base, direction: 'lower', percentText: '100', filtered: false })).toEqual({
      ok: false,
      message: 'A redução deve ser menor que 100%',
    });
  });
});
