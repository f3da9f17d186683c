import { describe, expect, it } from 'vitest';
import {
  calculateSupplies,
  isLabelSupply,
  type SupplyCostLine,
  type SupplyVariation,
  supplyShortages,
} from './supplies.ts';

const line = (
  materialId: string,
  materialName: string,
  quantity: string,
  yieldUnits = '1',
  extra: Partial<SupplyCostLine> = {},
): SupplyCostLine => ({
  materialId,
  materialName,
  unit: 'm',
  quantity,
  yieldUnits,
  colorRule: 'batch_color',
  fixedVariationId: null,
  ...extra,
});
const variation = (
  id: string,
  name: string,
  stock: string,
  extra: Partial<SupplyVariation> = {},
): SupplyVariation => ({
  id,
  name,
  colorId: null,
  colorName: null,
  size: null,
  stock,
  ...extra,
});

const grid = [
  { colorId: 'preto', colorName: 'Preto', size: 'P', quantity: 10 },
  { colorId: 'preto', colorName: 'Preto', size: 'M', quantity: 20 },
  { colorId: 'azul', colorName: 'Azul', size: 'P', quantity: 5 },
  { colorId: 'azul', colorName: 'Azul', size: 'M', quantity: 0 },
];

describe('supply calculation (part2 §5)', () => {
  it('recognises labels by name, with or without accents', () => {
    expect(isLabelSupply('Etiqueta de marca')).toBe(true);
    expect(isLabelSupply('Etiqueta Composição')).toBe(true);
    expect(isLabelSupply('composicao')).toBe(true);
    expect(isLabelSupply('Woven LABEL')).toBe(true);
    expect(isLabelSupply('Linha 120')).toBe(false);
  });

  it('counts a colour supply per colour, rounding up to 2 places, and skips empty cells', () => {
    const variations = [
      variation('lp', 'Preto', '100', { colorId: 'preto', colorName: 'Preto' }),
      variation('la', 'Azul', '100', { colorId: 'azul', colorName: 'Azul' }),
    ];
    const result = calculateSupplies([line('linha', 'Linha', '1', '3')], () => variations, grid);
    expect(result.map((r) => [r.colorName, r.pieces, r.perPiece, r.required, r.variation?.id])).toEqual([
      ['Preto', 30, '0.3333', '10.00', 'lp'],
      ['Azul', 5, '0.3333', '1.67', 'la'],
    ]);
  });

  it('counts a label per size over every colour', () => {
    const variations = [variation('p', 'Tam. P', '50'), variation('m', 't m', '5')];
    const result = calculateSupplies([line('etq', 'Etiqueta composição', '1')], () => variations, grid);
    expect(result.map((r) => [r.size, r.pieces, r.required, r.variation?.id])).toEqual([
      ['P', 15, '15.00', 'p'],
      ['M', 20, '20.00', 'm'],
    ]);
    expect(supplyShortages(result)).toEqual([
      'Etiqueta composição Tamanho M: necessário 20,00, disponível 5,00',
    ]);
  });

  it('takes a fixed variation for the whole batch', () => {
    const result = calculateSupplies(
      [line('emb', 'Saco plástico', '1', '1', { colorRule: 'fixed', fixedVariationId: 'x' })],
      () => [variation('x', 'Padrão', '2')],
      grid,
    );
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ basis: 'fixed', pieces: 35, required: '35.00' });
  });

  it('uses the generic variation of a material without colours, summing its lines against its stock', () => {
    const result = calculateSupplies(
      [line('bot', 'Botão', '2')],
      () => [variation('g', 'Padrão', '65', { isDefault: true })],
      grid,
    );
    expect(result.map((r) => r.required)).toEqual(['60.00', '10.00']);
    expect(supplyShortages(result)).toEqual(['Botão Padrão: necessário 70,00, disponível 65,00']);
  });

  it('names the missing variation by colour or size, as part2 §5 words it', () => {
    const colour = calculateSupplies(
      [line('linha', 'Linha', '1')],
      () => [variation('a', 'Vermelho', '9', { colorName: 'Vermelho' })],
      grid,
    );
    expect(colour[0]?.missingVariation).toBe('Variação não encontrada para o material Linha na cor Preto');
    const size = calculateSupplies(
      [line('etq', 'Etiqueta', '1')],
      () => [variation('g', 'Tam. G', '9')],
      grid,
    );
    expect(size[0]?.missingVariation).toBe('Variação não encontrada para o material Etiqueta no tamanho P');
  });

  it('checks adjusted quantities instead of the computed ones', () => {
    const variations = [variation('lp', 'Preto', '8', { colorId: 'preto', colorName: 'Preto' })];
    const result = calculateSupplies([line('linha', 'Linha', '1', '3')], () => variations, grid.slice(0, 2));
    expect(supplyShortages(result)).toEqual(['Linha Preto: necessário 10,00, disponível 8,00']);
    expect(supplyShortages(result, new Map([[result[0]!.key, '7.5']]))).toEqual([]);
  });

  it('keeps apart two lines of the same material on one sheet', () => {
    const variations = [variation('lp', 'Preto', '100', { colorId: 'preto', colorName: 'Preto' })];
    const result = calculateSupplies(
      [line('linha', 'Linha', '1'), line('linha', 'Linha', '2')],
      () => variations,
      grid.slice(0, 2),
    );
    expect(new Set(result.map((r) => r.key)).size).toBe(2);
    expect(supplyShortages(result, new Map([[result[1]!.key, '71']]))).toEqual([
      'Linha Preto: necessário 101,00, disponível 100,00',
    ]);
  });

  it('rounds a supply up to the next hundredth, never half-up: a workshop never gets less than it needs', () => {
    const variations = [variation('lp', 'Preto', '100', { colorId: 'preto', colorName: 'Preto' })];
    const cells = (quantity: number) => [{ colorId: 'preto', colorName: 'Preto', size: 'P', quantity }];
    const required = (quantity: string, yieldUnits: string, pieces: number) =>
      calculateSupplies([line('linha', 'Linha', quantity, yieldUnits)], () => variations, cells(pieces))[0]!
        .required;
    // 0.3333 × 4 = 1.3332: half-up would give 1.33.
    expect(required('1', '3', 4)).toBe('1.34');
    // 0.0001 × 1 = 0.0001: the smallest need still takes a hundredth.
    expect(required('1', '10000', 1)).toBe('0.01');
    // Exact hundredths stay as they are.
    expect(required('0.25', '1', 4)).toBe('1.00');
    expect(required('1.5', '1', 3)).toBe('4.50');
  });

  it('rounds a supply counted in whole units (cone, par, rolo, un) up to the next whole one', () => {
    const variations = [variation('lp', 'Preto', '100', { colorId: 'preto', colorName: 'Preto' })];
    const cells = [{ colorId: 'preto', colorName: 'Preto', size: 'P', quantity: 12 }];
    const required = (unit: string, quantity: string, yieldUnits: string) =>
      calculateSupplies([line('linha', 'Linha', quantity, yieldUnits, { unit })], () => variations, cells)[0]!
        .required;
    // 1 cone sews 5 pieces: 12 pieces need 2,4 cones, and the workshop gets 3.
    expect(required('cone', '1', '5')).toBe('3.00');
    expect(required('par', '1', '5')).toBe('3.00');
    // A whole need stays whole; metres keep their hundredths.
    expect(required('cone', '1', '4')).toBe('3.00');
    expect(required('m', '1', '5')).toBe('2.40');
  });

  it('stock exactly equal to the need is enough; a hundredth more is a shortage', () => {
    const withStock = (stock: string) =>
      calculateSupplies(
        [line('linha', 'Linha', '1', '3')],
        () => [variation('lp', 'Preto', stock, { colorId: 'preto', colorName: 'Preto' })],
        [{ colorId: 'preto', colorName: 'Preto', size: 'P', quantity: 4 }],
      );
    // The need is 1.34 (rounded up).
    expect(supplyShortages(withStock('1.34'))).toEqual([]);
    expect(supplyShortages(withStock('1.33'))).toEqual(['Linha Preto: necessário 1,34, disponível 1,33']);
    // The same with an adjusted quantity: equal to the stock passes, a hundredth above fails.
    const lines = withStock('8');
    expect(supplyShortages(lines, new Map([[lines[0]!.key, '8']]))).toEqual([]);
    expect(supplyShortages(lines, new Map([[lines[0]!.key, '8.01']]))).toEqual([
      'Linha Preto: necessário 8,01, disponível 8,00',
    ]);
  });
});
