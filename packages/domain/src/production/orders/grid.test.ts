import { describe, expect, it } from 'vitest';
import { cellKey, cellsBelowTaken, gridSummary, gridTotals, sizeRange } from './grid.ts';

describe('gridTotals', () => {
  it('sums rows, columns and the grand total, ignoring empty cells', () => {
    const totals = gridTotals([
      { colorId: 'preto', size: 'P', quantity: 10 },
      { colorId: 'preto', size: 'M', quantity: 5 },
      { colorId: 'branco', size: 'P', quantity: 3 },
      { colorId: 'branco', size: 'M', quantity: 0 },
    ]);
    expect(totals.total).toBe(18);
    expect(Object.fromEntries(totals.byColor)).toEqual({ preto: 15, branco: 3 });
    expect(Object.fromEntries(totals.bySize)).toEqual({ P: 13, M: 5 });
  });
});

describe('cellsBelowTaken', () => {
  it('lists cells asking for fewer pieces than the batches hold, a removed cell counting as zero', () => {
    const taken = new Map([
      [cellKey('preto', 'P'), 8],
      [cellKey('preto', 'M'), 4],
    ]);
    expect(
      cellsBelowTaken(
        [
          { colorId: 'preto', size: 'P', quantity: 8 },
          { colorId: 'branco', size: 'G', quantity: 2 },
        ],
        taken,
      ),
    ).toEqual([{ colorId: 'preto', size: 'M', quantity: 0, taken: 4 }]);
  });
});

describe('grid summaries', () => {
  it('names a run of sizes by its ends and shortens long colour lists', () => {
    expect(sizeRange(['P', 'M', 'G', 'GG'])).toBe('P a GG');
    expect(sizeRange(['U'])).toBe('U');
    expect(gridSummary(['Preto', 'Branco'], ['P', 'M'])).toBe('Preto, Branco · P, M');
    expect(gridSummary(['Preto', 'Branco', 'Azul', 'Rosa'], ['36', '38', '40'])).toBe(
      'Preto, Branco e mais 2 · 36 a 40',
    );
  });
});
