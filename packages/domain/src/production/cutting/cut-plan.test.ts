import { describe, expect, it } from 'vitest';
import { cutGrid, fabricDifferencePercent, piecesPerPlyTotal, plannedFabric, sumFabric } from './cut-plan.ts';

describe('cut plan (part3 §4 cutting)', () => {
  it('gives plies × pieces per ply for every colour and size of the batch', () => {
    const cells = cutGrid(
      ['P', 'M', 'G'],
      [
        { colorId: 'preto', plies: 10 },
        { colorId: 'branco', plies: 4 },
      ],
      { P: 1, M: 2, G: 0, GG: 5 },
    );
    expect(cells).toEqual([
      { colorId: 'preto', size: 'P', quantity: 10 },
      { colorId: 'preto', size: 'M', quantity: 20 },
      { colorId: 'preto', size: 'G', quantity: 0 },
      { colorId: 'branco', size: 'P', quantity: 4 },
      { colorId: 'branco', size: 'M', quantity: 8 },
      { colorId: 'branco', size: 'G', quantity: 0 },
    ]);
    expect(piecesPerPlyTotal({ P: 1, M: 2, G: 0 })).toBe(3);
  });

  it('plans fabric as pieces × consumption per piece, rounded half-up to 2 places', () => {
    expect(plannedFabric(30, '1.2345')).toBe('37.04');
    expect(plannedFabric(2, '0.0025')).toBe('0.01');
    expect(plannedFabric(0, '1.5000')).toBe('0.00');
    expect(plannedFabric(10, null)).toBeNull();
  });

  it('gives the difference between used and planned fabric in percent', () => {
    expect(fabricDifferencePercent('41.00', '40.00')).toBe('2.5');
    expect(fabricDifferencePercent('38.00', '40.00')).toBe('-5.0');
    expect(fabricDifferencePercent('1.00', '3.00')).toBe('-66.7');
    expect(fabricDifferencePercent('5.00', null)).toBeNull();
    expect(fabricDifferencePercent('5.00', '0.00')).toBeNull();
  });

  it('adds fabric exactly, or gives null when a part has no plan', () => {
    expect(sumFabric(['0.10', '0.20'])).toBe('0.30');
    expect(sumFabric(['1.00', null])).toBeNull();
    expect(sumFabric([])).toBe('0.00');
  });
});
