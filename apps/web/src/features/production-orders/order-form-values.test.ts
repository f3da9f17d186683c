import { describe, expect, it } from 'vitest';
import { gridFieldNames, gridItems, itemIndex } from './order-form-values';

const product = {
  colors: [
    { id: 'preto', name: 'Preto', hex: '#000000' },
    { id: 'branco', name: 'Branco', hex: '#ffffff' },
  ],
  sizes: ['P', 'M'],
  activeCells: [
    { colorId: 'preto', size: 'P' },
    { colorId: 'preto', size: 'M' },
    { colorId: 'branco', size: 'M' },
  ],
};

describe('gridItems', () => {
  it('lists the cells the product makes in grid order, empty for a new order', () => {
    expect(gridItems(product)).toEqual([
      { colorId: 'preto', size: 'P', quantity: '' },
      { colorId: 'preto', size: 'M', quantity: '' },
      { colorId: 'branco', size: 'M', quantity: '' },
    ]);
  });

  it('fills an edit with the ordered pieces and keeps a cell the product stopped making', () => {
    const items = gridItems(product, [
      { colorId: 'preto', size: 'M', ordered: 12 },
      { colorId: 'branco', size: 'P', ordered: 3 },
    ]);
    expect(items.map((i) => `${i.colorId} ${i.size} ${i.quantity}`)).toEqual([
      'preto P ',
      'preto M 12',
      'branco P 3',
      'branco M ',
    ]);
    expect(itemIndex(items).get('branco|P')).toBe(2);
    expect(gridFieldNames(items)).toEqual([
      'items.0.quantity',
      'items.1.quantity',
      'items.2.quantity',
      'items.3.quantity',
    ]);
  });
});
