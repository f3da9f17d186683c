import { Dec } from '../quantity/decimal.ts';
import {
  type DecimalValue,
  isBelowCost,
  marginPercentAtPrice,
  materialConsumptionPerPiece,
  materialCostPerPiece,
  netOfDeductions,
  percentOf,
  roundCents,
  type SuggestedPrice,
  suggestedPrice,
  unitCostCents,
} from './cost-rules.ts';

export type CostSheetMaterialInput = {
  /** Quantity of the material that makes `yieldUnits` pieces. */
  quantity: DecimalValue;
  yieldUnits: DecimalValue;
  /** Cost of one unit of the material (m, kg, un…), in centavos. */
  unitCostCents: number;
};

export type CostSheetInput = {
  materials: CostSheetMaterialInput[];
  processes: { costPerPieceCents: number }[];
  overheadPercent: DecimalValue;
  taxesPercent: DecimalValue;
  feesPercent: DecimalValue;
  targetMarginPercent: DecimalValue;
  /** The product's current sale price; null when it has none. */
  salePriceCents: number | null;
};

export type CostSheetFigures = {
  materialLines: { consumptionPerPiece: Dec; costPerPieceCents: Dec }[];
  /** Exact centavos (fractions kept) of each part of the cost. */
  materialsCents: Dec;
  processesCents: Dec;
  baseCents: Dec;
  overheadCents: Dec;
  /** The unit cost, whole centavos: the cost every other figure is measured against. */
  unitCostCents: number;
  suggestedPrice: SuggestedPrice;
  /** At the current price: taxes and fees taken from it, profit left, margin in % of it. */
  deductionsCents: number | null;
  profitCents: number | null;
  marginPercent: Dec | null;
  belowCost: boolean;
};

/** Every figure of a cost sheet from its lines and percentages (part3 §2; formulas in docs/decisions/008). */
export function computeCostSheet(input: CostSheetInput): CostSheetFigures {
  const materialLines = input.materials.map((line) => {
    const consumption = materialConsumptionPerPiece(line.quantity, line.yieldUnits);
    return {
      consumptionPerPiece: consumption,
      costPerPieceCents: materialCostPerPiece(consumption, line.unitCostCents),
    };
  });
  const materialsCents = materialLines.reduce((sum, line) => sum.plus(line.costPerPieceCents), new Dec(0));
  const processesCents = input.processes.reduce((sum, line) => {
    if (!Number.isSafeInteger(line.costPerPieceCents) || line.costPerPieceCents < 0) {
      throw new RangeError('O custo do processo deve ser um valor em centavos, sem negativos');
    }
    return sum.plus(line.costPerPieceCents);
  }, new Dec(0));
  const baseCents = materialsCents.plus(processesCents);
  const cost = unitCostCents(baseCents, input.overheadPercent);
  const price = input.salePriceCents;
  const net = price === null ? null : netOfDeductions(price, input.taxesPercent, input.feesPercent);
  return {
    materialLines,
    materialsCents,
    processesCents,
    baseCents,
    overheadCents: percentOf(baseCents, input.overheadPercent),
    unitCostCents: cost,
    suggestedPrice: suggestedPrice(cost, input.taxesPercent, input.feesPercent, input.targetMarginPercent),
    deductionsCents: price === null || !net ? null : roundCents(new Dec(price).minus(net)),
    profitCents: net ? roundCents(net.minus(cost)) : null,
    marginPercent: marginPercentAtPrice(price, cost, input.taxesPercent, input.feesPercent),
    belowCost: isBelowCost(price, cost, input.taxesPercent, input.feesPercent),
  };
}
