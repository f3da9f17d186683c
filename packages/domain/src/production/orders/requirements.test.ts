import { describe, expect, it } from 'vitest';
import { calculateSupplies, type SupplyVariation } from '../supplies.ts';
import {
  aggregateRequirements,
  remainingCells,
  requirementLineShort,
  requirementsShort,
} from './requirements.ts';

const v = (
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

describe('aggregateRequirements', () => {
  it('sums lines landing on one variation before rounding up, and reports what is missing', () => {
    const variations: Record<string, SupplyVariation[]> = {
      thread: [v('thread-default', 'Padrão', '0.50', { isDefault: true })],
      fabric: [v('fabric-preto', 'Preto', '100.00', { colorId: 'preto', colorName: 'Preto' })],
    };
    const grid = [
      { colorId: 'preto', colorName: 'Preto', size: 'P', quantity: 5 },
      { colorId: 'branco', colorName: 'Branco', size: 'P', quantity: 5 },
    ];
    const requirements = calculateSupplies(
      [
        // 1 cone makes 3 pieces: 0.3333 per piece; both colours share the generic variation.
        {
          materialId: 'thread',
          materialName: 'Linha',
          unit: 'cone',
          quantity: '1',
          yieldUnits: '3',
          colorRule: 'batch_color',
          fixedVariationId: null,
        },
        {
          materialId: 'fabric',
          materialName: 'Malha',
          unit: 'm',
          quantity: '1.2',
          yieldUnits: '1',
          colorRule: 'batch_color',
          fixedVariationId: null,
        },
      ],
      (id) => variations[id] ?? [],
      grid,
    );
    const lines = aggregateRequirements(requirements);
    const thread = lines.find((l) => l.materialId === 'thread')!;
    // 0.3333 × 10 = 3.333 cones → 4: cones are counted whole, rounded up.
    expect(thread).toMatchObject({ pieces: 10, needed: '4.00', inStock: '0.50', missing: '3.50' });
    expect(thread.serves).toEqual(['Preto', 'Branco']);
    const fabric = lines.filter((l) => l.materialId === 'fabric');
    expect(fabric).toHaveLength(2);
    expect(fabric[0]).toMatchObject({ variationId: 'fabric-preto', needed: '6.00', missing: '0.00' });
    expect(fabric[1]).toMatchObject({
      variationId: null,
      needed: '6.00',
      inStock: '0.00',
      missing: '6.00',
      missingVariation: 'Variação não encontrada para o material Malha na cor Branco',
    });
    expect(requirementsShort(lines)).toBe(true);
  });

  it('rounds up, not half-up, and counts stock exactly equal to what is left as enough', () => {
    const lines = (stock: string) =>
      aggregateRequirements(
        calculateSupplies(
          [
            {
              materialId: 'thread',
              materialName: 'Linha',
              unit: 'm',
              quantity: '1',
              yieldUnits: '3',
              colorRule: 'batch_color',
              fixedVariationId: null,
            },
          ],
          () => [v('thread-default', 'Padrão', stock, { isDefault: true })],
          // 0.3333 × 4 = 1.3332 → 1.34 (half-up would say 1.33).
          [{ colorId: 'a', colorName: 'A', size: 'P', quantity: 4 }],
        ),
      );
    const [enough] = lines('1.34');
    expect(enough).toMatchObject({ needed: '1.34', remaining: '1.34', missing: '0.00' });
    expect(requirementLineShort(enough!)).toBe(false);
    const [short] = lines('1.33');
    expect(short).toMatchObject({ remaining: '1.34', missing: '0.01' });
    expect(requirementLineShort(short!)).toBe(true);
  });

  it('rounds the shared total once: 0.3333 × (1 + 1) = 0.6666 → 0.67, not 0.34 + 0.34', () => {
    const lines = aggregateRequirements(
      calculateSupplies(
        [
          {
            materialId: 'thread',
            materialName: 'Linha',
            unit: 'm',
            quantity: '1',
            yieldUnits: '3',
            colorRule: 'batch_color',
            fixedVariationId: null,
          },
        ],
        () => [v('thread-default', 'Padrão', '10', { isDefault: true })],
        [
          { colorId: 'a', colorName: 'A', size: 'P', quantity: 1 },
          { colorId: 'b', colorName: 'B', size: 'P', quantity: 1 },
        ],
      ),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ pieces: 2, needed: '0.67', missing: '0.00' });
    expect(requirementsShort(lines)).toBe(false);
  });

  it('compares the remaining need with the stock, and a line with nothing left is never short', () => {
    const fabric = {
      materialId: 'fabric',
      materialName: 'Malha',
      unit: 'm',
      quantity: '1.5',
      yieldUnits: '1',
      colorRule: 'batch_color' as const,
      fixedVariationId: null,
    };
    const variations = () => [
      v('preto', 'Preto', '10', { colorId: 'preto', colorName: 'Preto' }),
      v('azul', 'Azul', '0', { colorId: 'azul', colorName: 'Azul' }),
    ];
    const ordered = [
      { colorId: 'preto', colorName: 'Preto', size: 'P', quantity: 10 },
      { colorId: 'preto', colorName: 'Preto', size: 'M', quantity: 10 },
      { colorId: 'azul', colorName: 'Azul', size: 'P', quantity: 4 },
    ];
    // Black P was cut (12, over the order), blue was all cut: only black M is left.
    const left = remainingCells(
      ordered,
      new Map([
        ['preto|P', 12],
        ['azul|P', 4],
      ]),
    );
    expect(left.map((c) => c.quantity)).toEqual([0, 10, 0]);
    const lines = aggregateRequirements(
      calculateSupplies([fabric], variations, ordered),
      calculateSupplies([fabric], variations, left),
      'corte',
    );
    expect(lines).toEqual([
      expect.objectContaining({
        stage: 'corte',
        key: 'corte:fabric:preto',
        pieces: 20,
        needed: '30.00',
        remainingPieces: 10,
        remaining: '15.00',
        inStock: '10.00',
        missing: '5.00',
      }),
      // Blue has no stock, but nothing of it is left to cut.
      expect.objectContaining({
        pieces: 4,
        needed: '6.00',
        remainingPieces: 0,
        remaining: '0.00',
        missing: '0.00',
      }),
    ]);
    expect(lines.map(requirementLineShort)).toEqual([true, false]);
    expect(requirementsShort(lines)).toBe(true);
  });

  it('keeps a line whose variation is missing out of the shortage once nothing is left of it', () => {
    const label = {
      materialId: 'label',
      materialName: 'Etiqueta de tamanho',
      unit: 'un',
      quantity: '1',
      yieldUnits: '1',
      colorRule: 'batch_color' as const,
      fixedVariationId: null,
    };
    const ordered = [{ colorId: 'preto', colorName: 'Preto', size: 'G', quantity: 5 }];
    const total = calculateSupplies([label], () => [], ordered);
    const pending = aggregateRequirements(total, total, 'envio');
    expect(pending[0]).toMatchObject({
      stage: 'envio',
      missingVariation: expect.any(String),
      missing: '5.00',
    });
    expect(requirementsShort(pending)).toBe(true);
    const sent = aggregateRequirements(total, [], 'envio');
    expect(sent[0]).toMatchObject({ remainingPieces: 0, remaining: '0.00', missing: '0.00' });
    expect(requirementsShort(sent)).toBe(false);
  });
});
