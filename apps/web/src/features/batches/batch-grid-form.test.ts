import type { BatchOrderOption } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { cellPieces, cellsOverBalance, gridTotal, initialGridCells, moveInGrid } from './batch-grid-form';

const order: BatchOrderOption = {
  id: 'o1',
  code: 'OP-000001',
  status: 'planejada',
  dueDate: '2030-01-10',
  productId: 'p1',
  productReference: 'CAM-1',
  productName: 'Camiseta',
  sizes: ['P', 'M'],
  colors: [
    { id: 'preto', name: 'Preto', hex: '#000000' },
    { id: 'branco', name: 'Branco', hex: '#ffffff' },
  ],
  cells: [
    { colorId: 'branco', size: 'M', ordered: 10, inBatches: 4, remaining: 6 },
    { colorId: 'preto', size: 'P', ordered: 10, inBatches: 0, remaining: 10 },
    { colorId: 'preto', size: 'M', ordered: 5, inBatches: 5, remaining: 0 },
  ],
  remainingTotal: 16,
};

describe('new batch grid', () => {
  it('lists the order cells by colour then size, prefilled with what is left', () => {
    expect(initialGridCells(order)).toEqual([
      { colorId: 'preto', size: 'P', quantity: '10', remaining: 10 },
      { colorId: 'preto', size: 'M', quantity: '0', remaining: 0 },
      { colorId: 'branco', size: 'M', quantity: '6', remaining: 6 },
    ]);
  });

  it('reads whole pieces, blank as zero, and totals them', () => {
    expect(cellPieces(' 12 ')).toBe(12);
    expect(cellPieces('')).toBe(0);
    expect(cellPieces('1,5')).toBeNull();
    expect(gridTotal([{ quantity: '3' }, { quantity: '' }, { quantity: 'x' }, { quantity: '7' }])).toBe(10);
  });

  it('names the cells above the balance with the API message', () => {
    const cells = initialGridCells(order).map((c) => (c.colorId === 'branco' ? { ...c, quantity: '7' } : c));
    const names: Record<string, string> = { preto: 'Preto', branco: 'Branco' };
    expect(cellsOverBalance(cells, (id) => names[id]!)).toEqual([
      { index: 2, message: 'A quantidade excede o saldo da ordem para Branco M' },
    ]);
  });

  it('moves with the arrow keys inside the table', () => {
    expect(moveInGrid(0, 'ArrowRight', 3, 4)).toBe(1);
    expect(moveInGrid(3, 'ArrowRight', 3, 4)).toBe(3);
    expect(moveInGrid(1, 'ArrowDown', 3, 4)).toBe(5);
    expect(moveInGrid(9, 'ArrowDown', 3, 4)).toBe(9);
    expect(moveInGrid(5, 'ArrowUp', 3, 4)).toBe(1);
    expect(moveInGrid(4, 'ArrowLeft', 3, 4)).toBe(4);
  });
});
