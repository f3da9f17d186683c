import { type ProductCostSheet, productCostSheetInputSchema } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import {
  type CostSheetFormValues,
  decimalToInput,
  liveFigures,
  newMaterialLine,
  sheetToFormValues,
} from './form-values.ts';

const FABRIC = '0b9d0e7e-3f9c-4c36-a2a4-4e3b6a0d2a11';
const THREAD = '1b9d0e7e-3f9c-4c36-a2a4-4e3b6a0d2a11';
const SEWING = '2b9d0e7e-3f9c-4c36-a2a4-4e3b6a0d2a11';
const catalogue = {
  materialCost: (id: string) => ({ [FABRIC]: 1890, [THREAD]: 1250 })[id] ?? null,
  processCost: (id: string) => (id === SEWING ? 300 : null),
};

function values(overrides: Partial<CostSheetFormValues> = {}): CostSheetFormValues {
  return {
    materials: [
      { ...newMaterialLine({ id: FABRIC, lastCostCents: 1890 }), quantity: '1,2' },
      { ...newMaterialLine({ id: THREAD, lastCostCents: 1250 }), quantity: '1', yieldUnits: '250' },
    ],
    processes: [{ processId: SEWING, costPerPieceCents: '3,00' }],
    overheadPercent: '10',
    taxesPercent: '6',
    feesPercent: '4',
    targetMarginPercent: '30',
    notes: '',
    ...overrides,
  };
}

describe('editor values', () => {
  it('shows stored decimals as pt-BR text', () => {
    expect(decimalToInput('1.2000')).toBe('1,2');
    expect(decimalToInput('250.0000')).toBe('250');
    expect(decimalToInput('10.00')).toBe('10');
    expect(decimalToInput('0.0001')).toBe('0,0001');
  });

  it('turns a saved version into values the server contract accepts unchanged', () => {
    const sheet = {
      materials: [
        {
          materialId: FABRIC,
          colorRule: 'fixed',
          materialVariationId: THREAD,
          quantity: '1.2000',
          yieldUnits: '3.0000',
          usageArea: 'faccao',
          unitCostCents: 1890,
        },
      ],
      processes: [{ processId: SEWING, costPerPieceCents: 300 }],
      overheadPercent: '12.50',
      taxesPercent: '6.00',
      feesPercent: '0.00',
      targetMarginPercent: '30.00',
      notes: null,
    } as unknown as ProductCostSheet;
    const parsed = productCostSheetInputSchema.parse(sheetToFormValues(sheet));
    expect(parsed.materials[0]).toEqual({
      materialId: FABRIC,
      colorRule: 'fixed',
      materialVariationId: THREAD,
      quantity: '1.2000',
      yieldUnits: '3.0000',
      usageArea: 'faccao',
      unitCostCents: 1890,
    });
    expect(parsed.processes[0]).toEqual({ processId: SEWING, costPerPieceCents: 300 });
    expect(parsed).toMatchObject({
      overheadPercent: '12.50',
      taxesPercent: '6.00',
      targetMarginPercent: '30.00',
    });
  });
});

describe('live figures', () => {
  it('computes what the server will answer', () => {
    const live = liveFigures(values(), catalogue, 4990);
    expect(live.incomplete).toBe(false);
    expect(live.materialLines.map((l) => l?.consumptionPerPiece.toFixed(4))).toEqual(['1.2000', '0.0040']);
    expect(live.materialLines.map((l) => l?.costPerPieceCents.toFixed(4))).toEqual(['2268.0000', '5.0000']);
    // (2268 + 5 + 300) × 1.1 = 2830.3
    expect(live.figures?.unitCostCents).toBe(2830);
    expect(live.figures?.suggestedPrice).toEqual({ ok: true, cents: 4717 });
    expect(live.figures?.belowCost).toBe(false);
  });

  it('leaves incomplete lines out and says so', () => {
    const live = liveFigures(
      values({
        materials: [
          { ...newMaterialLine({ id: FABRIC, lastCostCents: 1890 }), quantity: '1,2' },
          { ...newMaterialLine(), quantity: '2' },
          { ...newMaterialLine({ id: THREAD, lastCostCents: 1250 }), quantity: '1', yieldUnits: '0' },
        ],
        processes: [],
        overheadPercent: '',
      }),
      catalogue,
      null,
    );
    expect(live.incomplete).toBe(true);
    expect(live.materialLines.map((l) => l === null)).toEqual([false, true, true]);
    expect(live.figures?.unitCostCents).toBe(2268);
    expect(live.figures?.marginPercent).toBeNull();
  });

  it('takes the catalogue cost when the cost is left empty, and flags bad percentages', () => {
    const live = liveFigures(
      values({
        materials: [
          { ...newMaterialLine({ id: FABRIC, lastCostCents: 1890 }), quantity: '1', unitCostCents: '' },
        ],
        processes: [{ processId: SEWING, costPerPieceCents: '' }],
        overheadPercent: '0',
        feesPercent: 'muito',
      }),
      catalogue,
      2000,
    );
    expect(live.figures?.unitCostCents).toBe(2190);
    expect(live.incomplete).toBe(true);
    // 2000 × (1 − 6%) = 1880 < 2190
    expect(live.figures?.belowCost).toBe(true);
  });

  it('reports no suggested price when the percentages reach 100%', () => {
    const live = liveFigures(values({ targetMarginPercent: '90' }), catalogue, 4990);
    expect(live.figures?.suggestedPrice.ok).toBe(false);
  });
});
