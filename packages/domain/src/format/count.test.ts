import { describe, expect, it } from 'vitest';
import { formatCount, pluralWord } from './count.ts';
import { EMPTY_MARKER } from './empty.ts';

describe('pluralWord', () => {
  it('takes the singular for one and minus one only', () => {
    expect(pluralWord(1, 'peça', 'peças')).toBe('peça');
    expect(pluralWord(-1, 'peça', 'peças')).toBe('peça');
  });

  it('takes the plural for zero, fractions and everything else (pt-BR)', () => {
    expect(pluralWord(0, 'peça', 'peças')).toBe('peças');
    expect(pluralWord(2, 'peça', 'peças')).toBe('peças');
    expect(pluralWord(1.5, 'metro', 'metros')).toBe('metros');
    expect(pluralWord(-2, 'peça', 'peças')).toBe('peças');
  });
});

describe('formatCount', () => {
  it('writes the count in pt-BR with its noun agreeing', () => {
    expect(formatCount(1, 'movimentação', 'movimentações')).toBe('1 movimentação');
    expect(formatCount(0, 'movimentação', 'movimentações')).toBe('0 movimentações');
    expect(formatCount(2, 'lote atrasado', 'lotes atrasados')).toBe('2 lotes atrasados');
    expect(formatCount(1234, 'peça', 'peças')).toBe('1.234 peças');
  });
});

describe('EMPTY_MARKER', () => {
  it('is the em dash', () => {
    expect(EMPTY_MARKER).toBe('\u2014');
  });
});
