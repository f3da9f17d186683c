import { describe, expect, it } from 'vitest';
import { addToCart, cartTotals, indexCatalogue, resolveScan } from './sale-cart';

const item = (id: string, sku: string, ean: string, size: string, price: number | null = 5000) => ({
  id,
  sku,
  ean,
  name: 'Camiseta',
  ref: 'CAM-01',
  colour: 'Azul',
  size,
  price,
  stock: 3,
});
const index = indexCatalogue([
  item('a', 'CAM-AZ-P', '7891234567895', 'P'),
  item('b', 'CAM-AZ-M', '2000000000015', 'M'),
  item('c', 'CAM-AZ-G', '2000000000022', 'G', null),
]);

describe('resolveScan', () => {
  it('finds a barcode, a SKU in any case with a quantity, and a reference as its grid', () => {
    expect(resolveScan(index, '7891234567895')).toMatchObject({
      kind: 'item',
      quantity: 1,
      item: { id: 'a' },
    });
    expect(resolveScan(index, '3*cam-az-m')).toMatchObject({ kind: 'item', quantity: 3, item: { id: 'b' } });
    expect(resolveScan(index, 'cam-01')).toMatchObject({ kind: 'grid', quantity: 1, ref: 'CAM-01' });
  });

  it('says why a code adds nothing', () => {
    expect(resolveScan(index, 'XYZ')).toEqual({ kind: 'error', message: 'Código não encontrado: XYZ' });
    expect(resolveScan(index, '2000000000022')).toMatchObject({ kind: 'error' });
    expect(resolveScan(index, '7891234567890')).toEqual({
      kind: 'error',
      message: 'Código de barras inválido',
    });
    expect(resolveScan(index, '0*CAM-AZ-P')).toMatchObject({ kind: 'error' });
  });
});

describe('cart', () => {
  it('adds pieces to the line of the SKU and totals with the order discount', () => {
    let lines = addToCart([], 'a', 1);
    lines = addToCart(lines, 'b', 2);
    lines = addToCart(lines, 'a', 2);
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    const totals = cartTotals(index, lines, { kind: 'percent', basisPoints: 1000 });
    expect(totals).toMatchObject({
      pieces: 5,
      itemsTotalCents: 25_000,
      orderDiscountCents: 2_500,
      totalCents: 22_500,
    });
    expect(cartTotals(index, [], null)).toBeNull();
  });
});
