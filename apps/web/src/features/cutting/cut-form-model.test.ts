import type { CuttingOptions, CuttingPendingBatch } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { amountOf, fabricChoices, initialCutValues, previewCut, wholeOf } from './cut-form-model';

const batch: CuttingPendingBatch = {
  id: 'b1',
  code: 'L-000001',
  productId: 'p1',
  productReference: 'CAM-1',
  productName: 'Camiseta',
  orderId: 'o1',
  orderCode: 'OP-000001',
  dueDate: null,
  createdAt: '2030-01-01T12:00:00.000Z',
  totalQuantity: 40,
  sizeLabel: 'P, M',
  sizes: ['P', 'M'],
  colors: [
    { id: 'preto', name: 'Preto', hex: '#000' },
    { id: 'branco', name: 'Branco', hex: '#fff' },
  ],
  grid: [
    { colorId: 'preto', size: 'P', quantity: 10 },
    { colorId: 'preto', size: 'M', quantity: 10 },
    { colorId: 'branco', size: 'P', quantity: 10 },
    { colorId: 'branco', size: 'M', quantity: 10 },
  ],
  hasCostSheet: true,
  fabricLines: [
    {
      materialId: 'malha',
      materialName: 'Malha',
      unit: 'm',
      colorRule: 'batch_color',
      consumptionPerPiece: '1.2000',
      perColor: [
        { colorId: 'preto', variationId: 'malha-preto', variationName: 'Preto', stock: '50.00' },
        { colorId: 'branco', variationId: null, variationName: null, stock: null },
      ],
    },
  ],
};

const options: CuttingOptions = {
  cutters: [],
  fabrics: [
    {
      materialId: 'malha',
      materialName: 'Malha',
      category: 'tecido',
      unit: 'm',
      variations: [
        { id: 'malha-preto', name: 'Preto', colorId: 'preto', colorName: 'Preto', stock: '50.00' },
        { id: 'malha-branco', name: 'Branco', colorId: 'branco', colorName: 'Branco', stock: '5.00' },
      ],
    },
    {
      materialId: 'tricoline',
      materialName: 'Tricoline',
      category: 'tecido',
      unit: 'm',
      variations: [{ id: 'tri', name: 'Padrão', colorId: null, colorName: null, stock: '80.00' }],
    },
  ],
};

describe('cut form', () => {
  it('starts with the batch sizes and the suggested fabric per colour', () => {
    expect(initialCutValues(batch)).toEqual({
      sizes: [
        { size: 'P', piecesPerPly: '' },
        { size: 'M', piecesPerPly: '' },
      ],
      colors: [
        { colorId: 'preto', materialVariationId: 'malha-preto', plies: '', fabricUsed: '' },
        { colorId: 'branco', materialVariationId: '', plies: '', fabricUsed: '' },
      ],
      cutterEmployeeId: '',
      notes: '',
    });
  });

  it('reads whole numbers and amounts as typed in pt-BR', () => {
    expect(wholeOf(' 12 ')).toBe(12);
    expect(wholeOf('1,5')).toBe(0);
    expect(amountOf('19,5')).toBe('19.50');
    expect(amountOf('0')).toBeNull();
    expect(amountOf('abc')).toBeNull();
  });

  it('previews pieces per colour × size and fabric used against planned', () => {
    const values = initialCutValues(batch);
    values.sizes = [
      { size: 'P', piecesPerPly: '1' },
      { size: 'M', piecesPerPly: '2' },
    ];
    values.colors = [
      { colorId: 'preto', materialVariationId: 'malha-preto', plies: '5', fabricUsed: '19,50' },
      { colorId: 'branco', materialVariationId: 'tri', plies: '2', fabricUsed: '7' },
    ];
    const preview = previewCut(batch, values, fabricChoices(options));
    expect(preview.cells.get('preto|M')).toBe(10);
    expect(preview.cells.get('branco|P')).toBe(2);
    expect(preview.total).toBe(21);
    expect(preview.colors[0]).toMatchObject({
      pieces: 15,
      plannedPieces: 20,
      unit: 'm',
      used: '19.50',
      planned: '18.00',
      differencePercent: '8.3',
      short: false,
    });
    // A fabric the cost sheet does not have: no plan to compare with.
    expect(preview.colors[1]).toMatchObject({ pieces: 6, planned: null, differencePercent: null });
  });

  it('flags a colour whose fabric has less stock than typed', () => {
    const values = initialCutValues(batch);
    values.sizes[0]!.piecesPerPly = '1';
    values.colors[1] = {
      colorId: 'branco',
      materialVariationId: 'malha-branco',
      plies: '3',
      fabricUsed: '6',
    };
    const preview = previewCut(batch, values, fabricChoices(options));
    expect(preview.colors[1]).toMatchObject({ short: true, planned: '3.60', stock: '5.00' });
  });
});
