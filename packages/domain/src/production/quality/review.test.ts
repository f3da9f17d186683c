import { describe, expect, it } from 'vitest';
import {
  countedPieces,
  DEFECT_TYPE_LABELS,
  emptyDefects,
  type ReviewCell,
  reviewCellOverflow,
  uncountedMessage,
} from './review.ts';

const cell = (colorName: string, size: string, pieces: number, approved: number, extra = {}): ReviewCell => ({
  colorName,
  size,
  pieces,
  approved,
  defects: { ...emptyDefects(), ...extra },
  repair: 0,
});

describe('review counts', () => {
  it('labels the defect types in Portuguese', () => {
    expect(Object.values(DEFECT_TYPE_LABELS)).toEqual(['Costura', 'Mancha', 'Medida', 'Tecido', 'Outro']);
  });

  it('adds approved, every defect and repair', () => {
    expect(
      countedPieces({ approved: 5, defects: { ...emptyDefects(), mancha: 2, outro: 1 }, repair: 3 }),
    ).toBe(11);
  });

  it('names colour and size when a cell counts more pieces than it has', () => {
    expect(reviewCellOverflow(cell('Azul', 'M', 10, 10), 10, 'Azul', 'M')).toBeNull();
    expect(reviewCellOverflow(cell('Azul', 'M', 10, 9, { costura: 2 }), 10, 'Azul', 'M')).toBe(
      'Azul / M: 11 peças contadas, mas a cor e tamanho têm 10.',
    );
  });

  it('says how many pieces are missing and where before completing', () => {
    const cells = [cell('Azul', 'M', 10, 8), cell('Preto', 'G', 5, 4), cell('Branco', 'P', 3, 3)];
    expect(uncountedMessage(cells)).toBe(
      'Conte todas as peças antes de concluir: faltam 3 peças (Azul / M: 2; Preto / G: 1).',
    );
    expect(uncountedMessage([cell('Azul', 'M', 1, 0)])).toBe(
      'Conte todas as peças antes de concluir: falta 1 peça (Azul / M: 1).',
    );
    expect(uncountedMessage([cell('Azul', 'M', 10, 10)])).toBeNull();
  });

  it('names at most five cells', () => {
    const cells = ['PP', 'P', 'M', 'G', 'GG', 'XG', 'XXG'].map((size) => cell('Azul', size, 2, 1));
    expect(uncountedMessage(cells)).toMatch(/faltam 7 peças \(Azul \/ PP: 1; .*Azul \/ GG: 1; e mais 2\)\.$/);
  });
});
