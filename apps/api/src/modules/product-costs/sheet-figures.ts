import { computeCostSheet, type ProductCostFigures, percentString } from '@alinhavo/domain';

const EXACT_PLACES = 4;

export type SheetPercents = {
  overheadPercent: string;
  taxesPercent: string;
  feesPercent: string;
  targetMarginPercent: string;
};

export type FigureLines = {
  materials: { quantity: string; yieldUnits: string; unitCostCents: number }[];
  processes: { costPerPieceCents: number }[];
};

/** The domain's figures of a sheet in the API's shape: exact centavos as text with 4 places, the rest rounded. */
export function sheetFigures(sheet: SheetPercents, lines: FigureLines, salePriceCents: number | null) {
  const figures = computeCostSheet({ ...sheet, ...lines, salePriceCents });
  const answer: ProductCostFigures = {
    materialsCents: figures.materialsCents.toFixed(EXACT_PLACES),
    processesCents: figures.processesCents.toFixed(EXACT_PLACES),
    baseCents: figures.baseCents.toFixed(EXACT_PLACES),
    overheadCents: figures.overheadCents.toFixed(EXACT_PLACES),
    unitCostCents: figures.unitCostCents,
    suggestedPriceCents: figures.suggestedPrice.ok ? figures.suggestedPrice.cents : null,
    suggestedPriceMessage: figures.suggestedPrice.ok ? null : figures.suggestedPrice.message,
    salePriceCents,
    deductionsCents: figures.deductionsCents,
    profitCents: figures.profitCents,
    marginPercent: percentString(figures.marginPercent),
    belowCost: figures.belowCost,
  };
  return {
    figures: answer,
    materialLines: figures.materialLines.map((line) => ({
      consumptionPerPiece: line.consumptionPerPiece.toFixed(EXACT_PLACES),
      costPerPieceCents: line.costPerPieceCents.toFixed(EXACT_PLACES),
    })),
  };
}
