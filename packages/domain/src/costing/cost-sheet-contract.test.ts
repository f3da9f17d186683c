import { describe, expect, it } from 'vitest';
import { productCostSheetInputSchema } from '../contracts/product-costs.ts';

const MATERIAL = '0b9d0e7e-3f9c-4c36-a2a4-4e3b6a0d2a11';
const VARIATION = '1b9d0e7e-3f9c-4c36-a2a4-4e3b6a0d2a11';

function issues(value: unknown) {
  const result = productCostSheetInputSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('cost sheet contract', () => {
  it('normalises pt-BR text the editor sends and fills the defaults', () => {
    const parsed = productCostSheetInputSchema.parse({
      materials: [{ materialId: MATERIAL, quantity: '1,2', unitCostCents: 'R$ 1.018,90' }],
      processes: [{ processId: MATERIAL, costPerPieceCents: '' }],
      taxesPercent: '6,5',
      feesPercent: '',
      notes: '  ',
    });
    expect(parsed.materials[0]).toEqual({
      materialId: MATERIAL,
      colorRule: 'batch_color',
      materialVariationId: null,
      quantity: '1.2000',
      yieldUnits: '1.0000',
      usageArea: 'interno',
      unitCostCents: 101890,
    });
    expect(parsed.processes[0]!.costPerPieceCents).toBeNull();
    expect(parsed).toMatchObject({
      overheadPercent: '0.00',
      taxesPercent: '6.50',
      feesPercent: '0.00',
      targetMarginPercent: '0.00',
      notes: null,
    });
  });

  it('keeps the variation only for the fixed rule, and requires it there', () => {
    const batch = productCostSheetInputSchema.parse({
      materials: [{ materialId: MATERIAL, quantity: 1, materialVariationId: VARIATION }],
    });
    expect(batch.materials[0]!.materialVariationId).toBeNull();
    expect(issues({ materials: [{ materialId: MATERIAL, quantity: 1, colorRule: 'fixed' }] })).toEqual({
      'materials.0.materialVariationId': 'Escolha a variação',
    });
  });

  it('refuses percentages out of range and a price share of 100% or more', () => {
    const line = { processes: [{ processId: MATERIAL }] };
    expect(issues({ ...line, overheadPercent: '1000', taxesPercent: '99.999', feesPercent: 'dez' })).toEqual({
      overheadPercent: 'No máximo 999,99%',
      taxesPercent: 'Use no máximo 2 casas decimais',
      feesPercent: 'Percentual inválido',
    });
    expect(issues({ ...line, taxesPercent: '99.99', feesPercent: '0.01' })).toEqual({
      targetMarginPercent: 'Impostos, taxas e margem alvo devem somar menos de 100%',
    });
    expect(
      issues({ ...line, taxesPercent: '33.33', feesPercent: '33.33', targetMarginPercent: '33.33' }),
    ).toEqual({});
  });

  it('refuses quantities beyond the column and costs that are not money', () => {
    expect(
      issues({
        materials: [
          { materialId: MATERIAL, quantity: '10000000000', unitCostCents: '12,345' },
          { materialId: MATERIAL, quantity: '0,0001', yieldUnits: '0,00001' },
        ],
      }),
    ).toEqual({
      'materials.0.quantity': 'Valor alto demais',
      'materials.0.unitCostCents': 'Custo inválido',
      'materials.1.yieldUnits': 'Use no máximo 4 casas decimais',
    });
  });
});
