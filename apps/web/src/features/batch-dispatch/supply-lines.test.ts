import type { DispatchSupply } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { dispatchProblems, quantitiesFromInputs, supplyLineStatuses, supplyWhere } from './supply-lines';

const variation = (id: string, stock: string) => ({
  id,
  name: id,
  colorId: null,
  colorName: null,
  size: null,
  stock,
  isDefault: false,
});

function supply(key: string, extra: Partial<DispatchSupply>): DispatchSupply {
  const line: DispatchSupply = {
    key,
    materialId: 'm',
    materialName: 'Linha 120',
    unit: 'cone',
    basis: 'color',
    colorId: null,
    colorName: 'Preto',
    size: null,
    pieces: 10,
    perPiece: '0.0200',
    required: '1.00',
    variation: variation(key, '5.00'),
    available: '5.00',
    missingVariation: null,
    ...extra,
  };
  // As the server answers: what is available is the variation's stock.
  return { ...line, available: line.variation?.stock ?? '0.00' };
}

describe('supply lines on the send page', () => {
  it('names where a line goes', () => {
    expect(supplyWhere(supply('a', {}))).toBe('Preto');
    expect(supplyWhere(supply('a', { basis: 'size', size: 'GG' }))).toBe('Tamanho GG');
    expect(supplyWhere(supply('a', { basis: 'fixed', variation: variation('Padrão', '1') }))).toBe('Padrão');
  });

  it('recomputes OK / Insuficiente as quantities change, summing lines that share a variation', () => {
    const shared = variation('generic', '10.00');
    const lines = [
      supply('preto', { required: '6.00', variation: shared }),
      supply('branco', { colorName: 'Branco', required: '3.00', variation: shared }),
      supply('azul', {
        colorName: 'Azul',
        required: '2.00',
        variation: null,
        missingVariation: 'Variação não encontrada para o material Linha 120 na cor Azul',
      }),
    ];
    const none = quantitiesFromInputs([]);
    expect([...supplyLineStatuses(lines, none)]).toEqual([
      ['preto', 'ok'],
      ['branco', 'ok'],
      ['azul', 'missing'],
    ]);
    const more = quantitiesFromInputs([
      { key: 'branco', quantity: '4.01' },
      { key: 'azul', quantity: 0 },
    ]);
    expect([...supplyLineStatuses(lines, more)]).toEqual([
      ['preto', 'insufficient'],
      ['branco', 'insufficient'],
      ['azul', 'skipped'],
    ]);
    expect(dispatchProblems(lines, more)).toEqual({
      shortages: ['Linha 120 generic: necessário 10,01, disponível 10,00'],
      missing: [],
    });
    expect(dispatchProblems(lines, none).missing).toEqual([
      'Variação não encontrada para o material Linha 120 na cor Azul',
    ]);
  });

  it('keeps the required quantity while an input is blank or invalid', () => {
    const lines = [supply('preto', { required: '6.00', variation: variation('v', '5.00') })];
    expect(
      supplyLineStatuses(lines, quantitiesFromInputs([{ key: 'preto', quantity: '' }])).get('preto'),
    ).toBe('insufficient');
    expect(
      supplyLineStatuses(lines, quantitiesFromInputs([{ key: 'preto', quantity: '5' }])).get('preto'),
    ).toBe('ok');
  });
});
