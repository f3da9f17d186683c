import {
  type CostSheetFigures,
  Dec,
  type ProductCostFigures,
  parseDecimal,
  percentString,
  roundCents,
} from '@alinhavo/domain';

/** What the summary card shows, from a saved version (API) or from the values being typed (domain). */
export type SummaryFigures = {
  materialsCents: number;
  processesCents: number;
  overheadCents: number;
  unitCostCents: number;
  salePriceCents: number | null;
  deductionsCents: number | null;
  profitCents: number | null;
  marginPercent: string | null;
  targetMarginPercent: string | null;
  suggestedPriceCents: number | null;
  suggestedPriceMessage: string | null;
  belowCost: boolean;
};

/** Parts of the cost are shown rounded; the unit cost itself was rounded once, from the exact sum. */
function shown(exactCents: string | Dec): number {
  return roundCents(exactCents instanceof Dec ? exactCents : new Dec(exactCents));
}

export function summaryFromApi(figures: ProductCostFigures, targetMarginPercent: string): SummaryFigures {
  return {
    materialsCents: shown(figures.materialsCents),
    processesCents: shown(figures.processesCents),
    overheadCents: shown(figures.overheadCents),
    unitCostCents: figures.unitCostCents,
    salePriceCents: figures.salePriceCents,
    deductionsCents: figures.deductionsCents,
    profitCents: figures.profitCents,
    marginPercent: figures.marginPercent,
    targetMarginPercent,
    suggestedPriceCents: figures.suggestedPriceCents,
    suggestedPriceMessage: figures.suggestedPriceMessage,
    belowCost: figures.belowCost,
  };
}

export function summaryFromLive(
  figures: CostSheetFigures,
  salePriceCents: number | null,
  targetMarginText: string,
): SummaryFigures {
  const target = parseDecimal(targetMarginText.trim() || '0');
  return {
    materialsCents: shown(figures.materialsCents),
    processesCents: shown(figures.processesCents),
    overheadCents: shown(figures.overheadCents),
    unitCostCents: figures.unitCostCents,
    salePriceCents,
    deductionsCents: figures.deductionsCents,
    profitCents: figures.profitCents,
    marginPercent: percentString(figures.marginPercent),
    targetMarginPercent: target ? target.toFixed(2) : null,
    suggestedPriceCents: figures.suggestedPrice.ok ? figures.suggestedPrice.cents : null,
    suggestedPriceMessage: figures.suggestedPrice.ok ? null : figures.suggestedPrice.message,
    belowCost: figures.belowCost,
  };
}
