import type { QualityReview, QualityReviewCell } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import {
  countableCells,
  fillApproved,
  parseCount,
  type ReviewRowValues,
  reviewFormValues,
  reviewTotals,
  rowState,
} from './review-form-values';

const cell = (colorName: string, size: string, pieces: number, approved = 0): QualityReviewCell => ({
  colorId: `${colorName}-id`,
  colorName,
  colorHex: null,
  size,
  pieces,
  approved,
  defects: { costura: 0, mancha: 0, medida: 0, tecido: 0, outro: 0 },
  repair: 0,
});

const row = (
  values: Partial<Omit<ReviewRowValues, 'defects'>> & { defects?: Partial<ReviewRowValues['defects']> } = {},
): ReviewRowValues => ({
  colorId: 'x',
  size: 'M',
  approved: '',
  repair: '',
  ...values,
  defects: { costura: '', mancha: '', medida: '', tecido: '', outro: '', ...values.defects },
});

describe('review form values', () => {
  it('leaves out cells with no pieces and shows zero as blank', () => {
    const review = {
      cells: [cell('Azul', 'P', 0), cell('Azul', 'M', 10, 4)],
      check: { inspectorEmployeeId: null, notes: 'Ok' },
    } as unknown as QualityReview;
    expect(countableCells(review).map((c) => c.size)).toEqual(['M']);
    expect(reviewFormValues(review)).toEqual({
      inspectorEmployeeId: '',
      notes: 'Ok',
      items: [
        {
          colorId: 'Azul-id',
          size: 'M',
          approved: '4',
          defects: { costura: '', mancha: '', medida: '', tecido: '', outro: '' },
          repair: '',
        },
      ],
    });
  });

  it('reads blank as 0 and refuses signs, decimals and text', () => {
    expect(parseCount('')).toBe(0);
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('-1')).toBeNull();
    expect(parseCount('1,5')).toBeNull();
    expect(parseCount('dez')).toBeNull();
  });

  it('adds a row and names colour and size when it counts too many', () => {
    const c = cell('Azul', 'M', 10);
    expect(rowState(row({ approved: '7', defects: { mancha: '1' }, repair: '1' }), c)).toMatchObject({
      counted: 9,
      defects: 1,
      missing: 1,
      error: null,
    });
    expect(rowState(row({ approved: '10', defects: { costura: '1' } }), c).error).toBe(
      'Azul / M: 11 peças contadas, mas a cor e tamanho têm 10.',
    );
    expect(rowState(row({ approved: '-2' }), c).error).toBe('Use números inteiros, sem sinais');
  });

  it('totals the table and fills the uncounted pieces as approved', () => {
    const cells = [cell('Azul', 'P', 5), cell('Azul', 'M', 10)];
    const rows = [row({ defects: { tecido: '2' } }), row({ approved: '3', repair: '1' })];
    expect(reviewTotals(rows, cells)).toMatchObject({
      pieces: 15,
      counted: 6,
      missing: 9,
      defects: 2,
      hasErrors: false,
    });
    const filled = fillApproved(rows, cells);
    expect(filled.map((r) => r.approved)).toEqual(['3', '9']);
    expect(reviewTotals(filled, cells)).toMatchObject({ missing: 0, counted: 15, approved: 12 });
    const broken = [row({ approved: 'x' }), row()];
    expect(fillApproved(broken, cells)[0]!.approved).toBe('x');
    expect(reviewTotals(broken, cells).hasErrors).toBe(true);
  });
});
