import { describe, expect, it } from 'vitest';
import {
  compareSizes,
  isBelowMinimum,
  materialInputSchema,
  materialListQuerySchema,
  materialUpdateSchema,
  materialVariationsAddSchema,
  materialVariationUpdateSchema,
  parseSizeList,
  sumStock,
  unitDecimals,
  variationCombos,
  variationName,
} from './materials.ts';

const AZUL = { id: '6f1c1f4e-0000-4000-8000-000000000001', name: 'Azul' };
const PRETO = { id: '6f1c1f4e-0000-4000-8000-000000000002', name: 'Preto' };

describe('material variations', () => {
  it('names a variation by colour and size, or Padrão without either', () => {
    expect(variationName('Azul marinho', 'G')).toBe('Azul marinho / G');
    expect(variationName('Azul', null)).toBe('Azul');
    expect(variationName(null, ' 42 ')).toBe('42');
    expect(variationName(null, '')).toBe('Padrão');
  });

  it('makes colours × sizes, one per colour, one per size, or none', () => {
    expect(variationCombos([AZUL, PRETO], ['P', 'M'])).toEqual([
      { colorId: AZUL.id, size: 'P', name: 'Azul / P' },
      { colorId: AZUL.id, size: 'M', name: 'Azul / M' },
      { colorId: PRETO.id, size: 'P', name: 'Preto / P' },
      { colorId: PRETO.id, size: 'M', name: 'Preto / M' },
    ]);
    expect(variationCombos([AZUL], [])).toEqual([{ colorId: AZUL.id, size: null, name: 'Azul' }]);
    expect(variationCombos([], ['36', '38']).map((c) => c.name)).toEqual(['36', '38']);
    expect(variationCombos([], [])).toEqual([]);
  });

  it('reads a typed size list with commas or spaces, dropping repeats', () => {
    expect(parseSizeList('P, M, g, G ,GG')).toEqual(['P', 'M', 'g', 'GG']);
    expect(parseSizeList(' 36 38  40 ')).toEqual(['36', '38', '40']);
    expect(parseSizeList('2 anos; 4 anos')).toEqual(['2 anos', '4 anos']);
    expect(parseSizeList('   ')).toEqual([]);
  });

  it('orders sizes as a grid: numbers by value, letters by garment order, the rest by name', () => {
    const sizes = ['GG', 'Especial', 'M', '40', 'P', '38', '4,5', 'XG', null];
    expect(sizes.sort(compareSizes)).toEqual([null, '4,5', '38', '40', 'P', 'M', 'GG', 'XG', 'Especial']);
  });

  it('is below the minimum only when the stock is strictly less, exactly in decimals', () => {
    expect(isBelowMinimum('9.99', '10.00')).toBe(true);
    expect(isBelowMinimum('10.00', '10')).toBe(false);
    expect(isBelowMinimum('0.00', '0.00')).toBe(false);
    expect(sumStock(['0.10', '0.20', '12.50'])).toBe('12.80');
    expect(sumStock([])).toBe('0.00');
  });
});

describe('material contracts', () => {
  it('normalises a new material: blank optional fields, money text and minimum stock', () => {
    const parsed = materialInputSchema.parse({
      name: '  Malha PV  ',
      category: 'tecido',
      unit: 'kg',
      defaultSupplierId: '',
      lastCostCents: 'R$ 32,90',
      minimumStock: '12,5',
      notes: ' ',
    });
    expect(parsed).toMatchObject({
      name: 'Malha PV',
      defaultSupplierId: null,
      lastCostCents: 3290,
      minimumStock: '12.50',
      notes: null,
      status: 'ativo',
      colorIds: [],
      sizes: [],
    });
    expect(materialInputSchema.parse({ name: 'Linha', category: 'linha', unit: 'cone' })).toMatchObject({
      lastCostCents: null,
      minimumStock: '0.00',
    });
  });

  it('explains bad fields in Portuguese', () => {
    const result = materialInputSchema.safeParse({
      name: '',
      category: 'couro',
      unit: 'litro',
      defaultSupplierId: 'abc',
      lastCostCents: -5,
      minimumStock: '1,234',
    });
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      name: 'Nome é obrigatório',
      category: 'Escolha a categoria',
      unit: 'Escolha a unidade',
      defaultSupplierId: 'Fornecedor inválido',
      lastCostCents: 'O valor não pode ser negativo',
      minimumStock: 'Use no máximo 2 casas decimais',
    });
    const repeated = materialInputSchema.safeParse({
      name: 'Malha',
      category: 'tecido',
      unit: 'kg',
      colorIds: [AZUL.id, AZUL.id],
      sizes: ['P', 'p'],
    });
    expect(repeated.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['colorIds', 'Cor repetida'],
      ['sizes', 'Tamanho repetido'],
    ]);
  });

  it('caps the colours × sizes generated at once', () => {
    const colorIds = Array.from(
      { length: 20 },
      (_, i) => `6f1c1f4e-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const sizes = Array.from({ length: 16 }, (_, i) => `T${i}`);
    const result = materialVariationsAddSchema.safeParse({ colorIds, sizes });
    expect(result.error?.issues[0]?.message).toBe('No máximo 300 variações de uma vez');
    expect(materialVariationsAddSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Escolha ao menos uma cor ou um tamanho',
    );
  });

  it('keeps absent fields absent on updates, and clears with null or blank', () => {
    expect(materialUpdateSchema.parse({ name: 'Novo' })).toEqual({ name: 'Novo' });
    expect(materialUpdateSchema.parse({ defaultSupplierId: null, lastCostCents: '' })).toEqual({
      defaultSupplierId: null,
      lastCostCents: null,
    });
    expect(materialVariationUpdateSchema.parse({ status: 'inativo' })).toEqual({ status: 'inativo' });
    expect(materialVariationUpdateSchema.parse({ colorId: null, size: ' ' })).toEqual({
      colorId: null,
      size: null,
    });
  });

  it('reads list filters from a URL, an empty one meaning no filter', () => {
    expect(materialListQuerySchema.parse({ category: '', belowMinimum: 'true' })).toMatchObject({
      category: undefined,
      belowMinimum: true,
      sort: 'name',
    });
    expect(materialListQuerySchema.safeParse({ status: 'apagado' }).error?.issues[0]?.message).toBe(
      'Situação inválida',
    );
  });
});

describe('unitDecimals', () => {
  it('counts cones, pairs, rolls and units whole, metres and kilos with the stock decimals', () => {
    expect(['un', 'cone', 'rolo', 'par'].map(unitDecimals)).toEqual([0, 0, 0, 0]);
    expect(['m', 'kg'].map(unitDecimals)).toEqual([2, 2]);
    expect(unitDecimals(null)).toBe(2);
  });
});
