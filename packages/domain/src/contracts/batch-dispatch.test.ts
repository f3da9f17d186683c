import { describe, expect, it } from 'vitest';
import {
  batchSendSchema,
  dispatchQuantityMap,
  dispatchQuantityOf,
  missingVariationMessages,
} from './batch-dispatch.ts';

describe('send batch to workshop contract (part2 §5)', () => {
  it('requires a workshop with part2’s message', () => {
    for (const body of [{}, { outworkerId: '' }, { outworkerId: '   ' }]) {
      const result = batchSendSchema.safeParse(body);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['outworkerId'],
        message: 'Por favor, selecione uma facção',
      });
    }
  });

  it('takes adjusted quantities of at least 0 with 2 places, each line once', () => {
    const parsed = batchSendSchema.parse({
      outworkerId: 'x',
      observations: '  ',
      quantities: [
        { key: 'a', quantity: '1,5' },
        { key: 'b', quantity: 0 },
      ],
    });
    expect(parsed).toEqual({
      outworkerId: 'x',
      observations: null,
      quantities: [
        { key: 'a', quantity: '1.50' },
        { key: 'b', quantity: '0.00' },
      ],
    });
    expect(batchSendSchema.parse({ outworkerId: 'x' }).quantities).toEqual([]);
    const issues = (body: unknown) => batchSendSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(issues({ outworkerId: 'x', quantities: [{ key: 'a', quantity: '-0.01' }] })).toEqual([
      'O valor mínimo é 0',
    ]);
    expect(issues({ outworkerId: 'x', quantities: [{ key: 'a', quantity: '0.001' }] })).toEqual([
      'Use no máximo 2 casas decimais',
    ]);
    expect(
      issues({
        outworkerId: 'x',
        quantities: [
          { key: 'a', quantity: '1' },
          { key: 'a', quantity: '2' },
        ],
      }),
    ).toEqual(['Insumo repetido']);
  });

  it('reads the page’s inputs, leaving blank or invalid ones at the requirement', () => {
    const map = dispatchQuantityMap([
      { key: 'a', quantity: '2.5' },
      { key: 'b', quantity: '' },
      { key: 'c', quantity: '-1' },
      { key: 'd', quantity: '0' },
      { key: 'e', quantity: '3,25' },
    ]);
    expect([...map]).toEqual([
      ['a', '2.5'],
      ['d', '0'],
      ['e', '3.25'],
    ]);
    expect(dispatchQuantityOf({ key: 'b', required: '4.00' }, map)).toBe('4.00');
    expect(dispatchQuantityOf({ key: 'a', required: '4.00' }, map)).toBe('2.5');
  });

  it('blocks a line without a variation unless it is adjusted to 0', () => {
    const supplies = [
      { key: 'ok', required: '1.00', missingVariation: null },
      {
        key: 'azul',
        required: '0.40',
        missingVariation: 'Variação não encontrada para o material Linha na cor Azul',
      },
      {
        key: 'gg',
        required: '15.00',
        missingVariation: 'Variação não encontrada para o material Etiqueta no tamanho GG',
      },
    ];
    expect(missingVariationMessages(supplies, new Map())).toEqual([
      'Variação não encontrada para o material Linha na cor Azul',
      'Variação não encontrada para o material Etiqueta no tamanho GG',
    ]);
    expect(missingVariationMessages(supplies, new Map([['azul', '0.00']]))).toEqual([
      'Variação não encontrada para o material Etiqueta no tamanho GG',
    ]);
  });
});
