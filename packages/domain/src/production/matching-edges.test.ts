import { describe, expect, it } from 'vitest';
import { aggregateRequirements } from './orders/requirements.ts';
import { calculateSupplies, type SupplyCostLine, type SupplyVariation } from './supplies.ts';
import { matchVariationByColor, normalizeLabel, sizeMatchScore } from './variation-match.ts';

const v = (id: string, name: string, extra: Partial<SupplyVariation> = {}): SupplyVariation => ({
  id,
  name,
  colorId: null,
  colorName: null,
  size: null,
  stock: '100',
  ...extra,
});
const line = (extra: Partial<SupplyCostLine> = {}): SupplyCostLine => ({
  materialId: 'm',
  materialName: 'Linha',
  unit: 'un',
  quantity: '1',
  yieldUnits: '1',
  colorRule: 'batch_color',
  fixedVariationId: null,
  ...extra,
});

describe('matching variations by colour and size names', () => {
  it('normalises punctuation runs and spaces to single spaces', () => {
    expect(normalizeLabel(' Tam.--GG ')).toBe('tam gg');
    expect(normalizeLabel('Azul  (Marinho)')).toBe('azul marinho');
  });

  it('scores sizes: exact 3, a size prefix 2, a word 1, nothing 0', () => {
    expect(sizeMatchScore('GG', 'gg')).toBe(3);
    expect(sizeMatchScore('Tam. GG', 'GG')).toBe(2);
    expect(sizeMatchScore('tamanho 42', '42')).toBe(2);
    expect(sizeMatchScore('t m', 'M')).toBe(2);
    expect(sizeMatchScore('Etiqueta M bordada', 'M')).toBe(1);
    expect(sizeMatchScore('Etiqueta XM', 'M')).toBe(0);
    expect(sizeMatchScore('GG', '  ')).toBe(0);
  });

  it('by colour: the id first, then an equal name, then a name contained either way', () => {
    const variations = [
      v('marinho', 'Azul Marinho'),
      v('azul', 'Azul'),
      v('byid', 'Outro nome', { colorId: 'c1' }),
    ];
    expect(matchVariationByColor(variations, 'c1', 'Azul')?.id).toBe('byid');
    expect(matchVariationByColor(variations, 'c2', 'Azul')?.id).toBe('azul');
    expect(matchVariationByColor(variations, null, 'Marinho')?.id).toBe('marinho');
    expect(matchVariationByColor([v('m', 'Azul')], null, 'Azul Marinho')?.id).toBe('m');
    expect(matchVariationByColor(variations, null, '  ')).toBeNull();
    expect(matchVariationByColor(variations, null, 'Vermelho')).toBeNull();
  });
});

describe('supply lines', () => {
  it('a fixed line without its variation says which material lacks it', () => {
    const [fixed] = calculateSupplies(
      [line({ materialName: 'Saco', colorRule: 'fixed', fixedVariationId: 'gone' })],
      () => [v('other', 'Outro')],
      [{ colorId: 'a', colorName: 'A', size: 'P', quantity: 2 }],
    );
    expect(fixed).toMatchObject({
      variation: null,
      available: '0.00',
      missingVariation: 'Variação não encontrada para o material Saco',
      key: '0:m:fixed:',
      colorId: null,
    });
  });

  it('groups cells without a colour id by the colour name, and keys lines by colour id or name', () => {
    const result = calculateSupplies([line()], () => [v('p', 'Preto', { colorName: 'Preto' })], [
      { colorId: null, colorName: 'Preto', size: 'P', quantity: 2 },
      { colorId: null, colorName: 'preto', size: 'M', quantity: 3 },
      { colorId: 'id-b', colorName: 'Branco', size: 'M', quantity: 0 },
    ]);
    expect(result.map((r) => [r.key, r.pieces, r.colorId, r.variation?.id])).toEqual([
      ['0:m:color:Preto', 5, null, 'p'],
    ]);
  });

  it('requirements list each colour or size a line serves once, and name the variation', () => {
    const requirements = calculateSupplies(
      [line({ materialName: 'Etiqueta' })],
      () => [v('g', 'Padrão', { isDefault: true })],
      [
        { colorId: 'a', colorName: 'A', size: 'P', quantity: 1 },
        { colorId: 'b', colorName: 'B', size: 'P', quantity: 1 },
        { colorId: 'a', colorName: 'A', size: 'M', quantity: 1 },
      ],
    );
    const [labelLine] = aggregateRequirements(requirements, requirements, 'envio');
    expect(labelLine).toMatchObject({
      stage: 'envio',
      basis: 'size',
      serves: ['P', 'M'],
      variationName: 'Padrão',
    });
    const [missing] = aggregateRequirements(
      calculateSupplies([line({ colorRule: 'fixed', fixedVariationId: 'x' })], () => [], [
        { colorId: 'a', colorName: 'A', size: 'P', quantity: 1 },
      ]),
    );
    expect(missing).toMatchObject({ stage: 'corte', variationName: null, serves: [] });
  });
});
