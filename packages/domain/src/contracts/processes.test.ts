import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESSES, moveInOrder, processInputSchema } from './processes.ts';

describe('moveInOrder', () => {
  const ids = ['corte', 'costura', 'acabamento'];

  it('swaps with the neighbour above or below', () => {
    expect(moveInOrder(ids, 'costura', 'up')).toEqual(['costura', 'corte', 'acabamento']);
    expect(moveInOrder(ids, 'costura', 'down')).toEqual(['corte', 'acabamento', 'costura']);
    expect(ids).toEqual(['corte', 'costura', 'acabamento']);
  });

  it('cannot move the first up, the last down, or an unknown id', () => {
    expect(moveInOrder(ids, 'corte', 'up')).toBeNull();
    expect(moveInOrder(ids, 'acabamento', 'down')).toBeNull();
    expect(moveInOrder(ids, 'bordado', 'up')).toBeNull();
    expect(moveInOrder([], 'corte', 'down')).toBeNull();
  });
});

describe('default processes', () => {
  it('are the part3 stages, the optional ones inactive, with unique names', () => {
    expect(DEFAULT_PROCESSES.filter((p) => p.isActive).map((p) => p.name)).toEqual([
      'Corte',
      'Costura',
      'Acabamento',
      'Passadoria',
      'Embalagem',
    ]);
    expect(DEFAULT_PROCESSES.filter((p) => !p.isActive).map((p) => p.name)).toEqual([
      'Bordado',
      'Estamparia',
      'Lavanderia',
    ]);
    expect(new Set(DEFAULT_PROCESSES.map((p) => p.name.toLowerCase())).size).toBe(DEFAULT_PROCESSES.length);
    expect(DEFAULT_PROCESSES.find((p) => p.name === 'Costura')?.kind).toBe('terceirizado');
  });
});

describe('processInputSchema', () => {
  it('takes the cost typed in reais and defaults to active', () => {
    expect(processInputSchema.parse({ name: ' Corte ', costPerPieceCents: '1,25', kind: 'interno' })).toEqual(
      {
        name: 'Corte',
        costPerPieceCents: 125,
        kind: 'interno',
        isActive: true,
      },
    );
  });

  it('asks for the cost when blank and refuses values above the cap', () => {
    const blank = processInputSchema.safeParse({ name: 'X', costPerPieceCents: ' ', kind: 'interno' });
    expect(blank.error?.issues[0]?.message).toBe('Informe o custo por peça');
    const huge = processInputSchema.safeParse({
      name: 'X',
      costPerPieceCents: 10_000_000_000,
      kind: 'interno',
    });
    expect(huge.error?.issues[0]?.message).toBe('Valor alto demais');
  });
});
