import { describe, expect, it } from 'vitest';
import { countLabel } from './list-count';

const materials = ['material', 'materiais'] as const;

describe('countLabel', () => {
  it('uses the singular for one only', () => {
    expect(countLabel(1, materials)).toBe('1 material');
    expect(countLabel(0, materials)).toBe('0 materiais');
    expect(countLabel(2, materials)).toBe('2 materiais');
  });

  it('groups thousands pt-BR style and marks a capped count', () => {
    expect(countLabel(1280, materials)).toBe('1.280 materiais');
    expect(countLabel(10000, materials, true)).toBe('10.000+ materiais');
  });
});
