import { cellKey, type StockGrid } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { filledCells, gridFormSchema, gridLayout, toGridBody } from './stock-grid';

const id = (n: number) => `0190f5c4-8f7a-7000-8000-00000000000${n}`;

const zipper: StockGrid = {
  kind: 'material',
  id: id(9),
  name: 'Zíper',
  unit: 'm',
  lastCostCents: 85,
  colors: [
    { id: null, name: null, hex: null },
    { id: 'preto', name: 'Preto', hex: '#111111' },
  ],
  sizes: ['20 cm', null],
  cells: [
    { itemId: id(1), colorId: null, size: '20 cm', sku: null, stock: '0.00' },
    { itemId: id(2), colorId: 'preto', size: '20 cm', sku: null, stock: '1.00' },
    { itemId: id(3), colorId: 'preto', size: null, sku: null, stock: '0.00' },
  ],
};

describe('entry by grid', () => {
  it('draws a missing colour as “Sem cor”, a missing size as an empty column, metres with decimals', () => {
    const layout = gridLayout(zipper);
    expect(layout.colors.map((c) => c.name)).toEqual(['Sem cor', 'Preto']);
    expect(layout.sizes).toEqual(['20 cm', '']);
    expect(layout.decimals).toBe(2);
    expect(layout.items.get(cellKey('', '20 cm'))).toBe(id(1));
    expect(layout.items.get(cellKey('preto', ''))).toBe(id(3));
    expect(layout.items.has(cellKey('', ''))).toBe(false);
    expect(gridLayout({ ...zipper, kind: 'product', unit: 'un' }).decimals).toBe(0);
  });

  it('posts one line per cell with a quantity, in grid order, at the one cost', () => {
    const quantities = { [id(3)]: '12,5', [id(1)]: '3', [id(2)]: '0,00' };
    expect(filledCells(zipper, quantities)).toBe(2);
    const values = gridFormSchema.parse({ supplierId: '', notes: 'NF 9', unitCostCents: '0,85' });
    expect(toGridBody('entrada', zipper, quantities, values)).toEqual({
      type: 'entrada',
      supplierId: null,
      notes: 'NF 9',
      lines: [
        { item: { kind: 'material', variationId: id(1) }, quantity: '3', unitCostCents: 85 },
        { item: { kind: 'material', variationId: id(3) }, quantity: '12,5', unitCostCents: 85 },
      ],
    });
  });

  it('sends SKUs for a product and no cost or supplier on a withdrawal', () => {
    const shirt: StockGrid = { ...zipper, kind: 'product', unit: 'un', lastCostCents: null };
    const values = gridFormSchema.parse({ supplierId: id(8), notes: '', unitCostCents: '5,00' });
    const body = toGridBody('saida', shirt, { [id(2)]: '4' }, values);
    expect(body).toEqual({
      type: 'saida',
      supplierId: null,
      notes: null,
      lines: [{ item: { kind: 'product', variantId: id(2) }, quantity: '4', unitCostCents: null }],
    });
  });
});
