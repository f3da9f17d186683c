import type { OutworkerProductPrice } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { filterProducts, priceChanges } from './price-draft.ts';

const item = (productId: string, priceCents: number | null, reference = productId, name = productId) =>
  ({
    productId,
    reference,
    name,
    productStatus: 'ativo',
    priceCents,
    updatedAt: null,
  }) satisfies OutworkerProductPrice;

describe('priceChanges', () => {
  const items = [item('a', null), item('b', 450), item('c', 1200)];

  it('sends only what differs from the saved prices; blank clears', () => {
    expect(priceChanges(items, { a: '3,80', b: '4,50', c: '' })).toEqual({
      changes: [
        { productId: 'a', priceCents: 380 },
        { productId: 'c', priceCents: null },
      ],
      errors: {},
    });
  });

  it('sends nothing for an untouched table or an empty field left empty', () => {
    expect(priceChanges(items, {})).toEqual({ changes: [], errors: {} });
    expect(priceChanges(items, { a: '  ' })).toEqual({ changes: [], errors: {} });
  });

  it('reports every invalid price and sends nothing then', () => {
    expect(priceChanges(items, { a: 'dez', b: '-1', c: '13,00' })).toEqual({
      changes: [],
      errors: { a: 'Valor inválido', b: 'O valor não pode ser negativo' },
    });
  });
});

describe('filterProducts', () => {
  const products = [item('1', null, 'CAM-010', 'Camiseta básica'), item('2', null, 'CAL-005', 'Calça jeans')];

  it('matches reference or name, ignoring case and accents', () => {
    expect(filterProducts(products, 'calca').map((p) => p.reference)).toEqual(['CAL-005']);
    expect(filterProducts(products, 'cam-0').map((p) => p.reference)).toEqual(['CAM-010']);
    expect(filterProducts(products, ' ')).toHaveLength(2);
    expect(filterProducts(products, 'blusa')).toEqual([]);
  });
});
