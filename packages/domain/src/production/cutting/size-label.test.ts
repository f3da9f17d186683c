import { describe, expect, it } from 'vitest';
import { batchSizeLabel, sortBatchSizes } from './size-label.ts';

const GRID = ['PP', 'P', 'M', 'G', 'GG', 'XG'];

describe('batch size label', () => {
  it('reads four or more consecutive grid sizes as a range', () => {
    expect(batchSizeLabel(['GG', 'P', 'G', 'M'], GRID)).toBe('P–GG');
    expect(batchSizeLabel(GRID, GRID)).toBe('PP–XG');
  });

  it('lists shorter or broken runs in grid order', () => {
    expect(batchSizeLabel(['G', 'P', 'M'], GRID)).toBe('P, M, G');
    expect(batchSizeLabel(['GG', 'P'], GRID)).toBe('P, GG');
    expect(batchSizeLabel(['PP', 'P', 'M', 'GG'], GRID)).toBe('PP, P, M, GG');
    expect(batchSizeLabel(['M'], GRID)).toBe('M');
    expect(batchSizeLabel([], GRID)).toBe('');
  });

  it('puts sizes the grid does not know after the known ones', () => {
    expect(sortBatchSizes(['U', 'M', 'P', 'M'], GRID)).toEqual(['P', 'M', 'U']);
    expect(sortBatchSizes(['42', '38', '40'], [])).toEqual(['38', '40', '42']);
  });
});
