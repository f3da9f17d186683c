import { isBelowCost, marginPercentAtPrice, roundCents } from '../costing/cost-rules.ts';
import { percentString } from '../costing/percent.ts';
import { Dec } from '../quantity/decimal.ts';

/**
 * Rules of sale prices (part4 §1 'Sale prices'): the figures shown beside a price, a bulk change by percentage and
 * which price a SKU sells at. Money is integer centavos; percentages are exact decimals, rounded only when shown.
 */

const HUNDRED = new Dec(100);

/** The largest raise a bulk change accepts (×11), and the deepest cut (a price never reaches zero by a change). */
export const PRICE_CHANGE_MAX_PERCENT = '1000';
export const PRICE_CHANGE_MIN_PERCENT = '-99.99';

/** The part of a cost sheet in force that judges a price: its unit cost and what is charged on the price. */
export type PriceCostBasis = { unitCostCents: number; taxesPercent: string; feesPercent: string };

export type PriceFigures = {
  /** Over the cost, in percent with 2 places ('35.00'): (price − cost) / cost. Null without a price or cost. */
  markupPercent: string | null;
  /** Of the price, after taxes and fees, as the cost sheet computes it. Null without a price (or price 0). */
  marginPercent: string | null;
  /** What the price leaves after taxes and fees does not pay the cost. */
  belowCost: boolean;
};

/** Markup over cost in percent, unrounded: (price − cost) / cost × 100; none without a price or a cost above 0. */
export function markupPercent(priceCents: number | null, costCents: number | null): Dec | null {
  if (priceCents === null || costCents === null || costCents <= 0) return null;
  return new Dec(priceCents).minus(costCents).div(costCents).times(HUNDRED);
}

/** Markup, margin and the below-cost flag of a price against the cost sheet in force (none: nothing to judge). */
export function priceFigures(priceCents: number | null, cost: PriceCostBasis | null): PriceFigures {
  if (priceCents === null || !cost) return { markupPercent: null, marginPercent: null, belowCost: false };
  return {
    markupPercent: percentString(markupPercent(priceCents, cost.unitCostCents)),
    marginPercent: percentString(
      marginPercentAtPrice(priceCents, cost.unitCostCents, cost.taxesPercent, cost.feesPercent),
    ),
    belowCost: isBelowCost(priceCents, cost.unitCostCents, cost.taxesPercent, cost.feesPercent),
  };
}

/**
 * A price raised or lowered by a percentage ('10', '-5.5'), rounded half-up to the centavo:
 * price × (1 + percent / 100). A cut of 100% or more, or a result above the safe integer range, is refused.
 */
export function applyPercentChange(priceCents: number, percent: string): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError('Preço inválido');
  const factor = new Dec(1).plus(new Dec(percent).div(HUNDRED));
  if (factor.lte(0)) throw new RangeError('Uma redução de 100% ou mais zeraria os preços');
  return roundCents(new Dec(priceCents).times(factor));
}

/** Where a SKU's price came from, for the screens that explain it. */
export type PriceSource = 'sku' | 'product' | 'default_sku' | 'default_product';

export type PriceCandidates = {
  /** The SKU's own price in the chosen table. */
  tableSku?: number | null | undefined;
  /** The product's price in the chosen table (for all its SKUs). */
  tableProduct?: number | null | undefined;
  /** The SKU's own price in the default table ('Varejo'). */
  defaultSku?: number | null | undefined;
  /** The product's price in the default table. */
  defaultProduct?: number | null | undefined;
};

/**
 * The price a SKU sells at in a table: its own override, else its product's price in that table, else the same two
 * in the default table; none when no table prices it (the sale then asks for a price).
 */
export function resolveUnitPrice(
  candidates: PriceCandidates,
): { priceCents: number; source: PriceSource } | null {
  const order: [PriceSource, number | null | undefined][] = [
    ['sku', candidates.tableSku],
    ['product', candidates.tableProduct],
    ['default_sku', candidates.defaultSku],
    ['default_product', candidates.defaultProduct],
  ];
  for (const [source, priceCents] of order) {
    if (priceCents !== null && priceCents !== undefined) return { priceCents, source };
  }
  return null;
}
