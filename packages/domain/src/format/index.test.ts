import { describe, expect, it } from 'vitest';
import * as format from './index.ts';

describe('format index', () => {
  it('re-exports every public formatter', () => {
    expect(Object.keys(format).sort()).toEqual(
      [
        'centavosToDecimalString',
        'EMPTY_MARKER',
        'formatCount',
        'pluralWord',
        'formatBRL',
        'formatDate',
        'formatDateOnly',
        'formatDateTime',
        'formatInteger',
        'formatQuantity',
        'parseBRLToCentavos',
        'todayInSaoPaulo',
        'weekStartOf',
      ].sort(),
    );
  });
});
