import { CONSUMPTION_PLACES, Dec } from '../quantity/decimal.ts';

/**
 * The costing rules of a cost sheet (ficha técnica de custo, part3 §2), used by the API when it answers and by
 * the editor while the user types, so both always show the same figures (docs/decisions/008). Quantities and
 * percentages come as decimal strings, money as integer centavos; nothing here touches a JavaScript float.
 * Intermediate money stays exact (fractions of a centavo); only the published figures are rounded half-up.
 */

/** A decimal value as the database and the contracts carry it ('0.3333', '12.50') or already a Dec. */
export type DecimalValue = string | Dec;

export const SUGGESTED_PRICE_IMPOSSIBLE =
  'Impostos, taxas e margem alvo somam 100% ou mais: nenhum preço alcança essa margem. Reduza algum dos percentuais.';

const HUNDRED = new Dec(100);

function dec(value: DecimalValue | number, what: string): Dec {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`${what} deve ser um número inteiro`);
  }
  const result = value instanceof Dec ? value : new Dec(value);
  if (!result.isFinite()) throw new RangeError(`${what} inválido`);
  return result;
}

/** Consumption per piece = quantity / yield_units, rounded half-up to 4 places (part3 §2). */
export function materialConsumptionPerPiece(quantity: DecimalValue, yieldUnits: DecimalValue): Dec {
  const q = dec(quantity, 'Quantidade');
  const y = dec(yieldUnits, 'Rendimento');
  if (q.lte(0)) throw new RangeError('A quantidade deve ser maior que zero');
  if (y.lte(0)) throw new RangeError('O rendimento deve ser maior que zero');
  return q.div(y).toDecimalPlaces(CONSUMPTION_PLACES, Dec.ROUND_HALF_UP);
}

/** Material cost per piece in exact centavos = consumption per piece × unit cost. */
export function materialCostPerPiece(consumption: DecimalValue, unitCostCents: number): Dec {
  const cost = dec(unitCostCents, 'Custo unitário');
  if (cost.lt(0)) throw new RangeError('O custo unitário não pode ser negativo');
  return dec(consumption, 'Consumo').times(cost);
}

/** A percentage of an amount, exact: amount × percent / 100. */
export function percentOf(amountCents: DecimalValue | number, percent: DecimalValue): Dec {
  return dec(amountCents, 'Valor').times(dec(percent, 'Percentual')).div(HUNDRED);
}

/** Whole centavos, rounded half-up once (the only rounding money gets). */
export function roundCents(cents: Dec): number {
  const rounded = cents.toDecimalPlaces(0, Dec.ROUND_HALF_UP);
  const value = rounded.toNumber();
  if (!Number.isSafeInteger(value)) throw new RangeError('Valor alto demais');
  return value;
}

/** Unit cost in whole centavos: base (materials + processes) plus overhead % on the base, rounded at the end. */
export function unitCostCents(baseCents: DecimalValue, overheadPercent: DecimalValue): number {
  const base = dec(baseCents, 'Custo base');
  return roundCents(base.plus(percentOf(base, overheadPercent)));
}

export type SuggestedPrice = { ok: true; cents: number } | { ok: false; message: string };

/**
 * The price that leaves the target margin after taxes and fees, which are charged on the price:
 * price = cost / (1 − (taxes + fees + margin) / 100), rounded half-up to whole centavos.
 */
export function suggestedPrice(
  costCents: number,
  taxesPercent: DecimalValue,
  feesPercent: DecimalValue,
  targetMarginPercent: DecimalValue,
): SuggestedPrice {
  const share = dec(taxesPercent, 'Impostos')
    .plus(dec(feesPercent, 'Taxas'))
    .plus(dec(targetMarginPercent, 'Margem'));
  const denominator = new Dec(1).minus(share.div(HUNDRED));
  if (denominator.lte(0)) return { ok: false, message: SUGGESTED_PRICE_IMPOSSIBLE };
  return { ok: true, cents: roundCents(dec(costCents, 'Custo').div(denominator)) };
}

/** What stays of the price after taxes and fees, exact centavos: price × (1 − (taxes + fees) / 100). */
export function netOfDeductions(
  priceCents: number,
  taxesPercent: DecimalValue,
  feesPercent: DecimalValue,
): Dec {
  const price = dec(priceCents, 'Preço');
  return price.minus(percentOf(price, dec(taxesPercent, 'Impostos').plus(dec(feesPercent, 'Taxas'))));
}

/**
 * Margin at a price, in percent of the price (unrounded): (price − price × (taxes + fees) / 100 − cost) / price.
 * No price (absent or zero) has no margin: null.
 */
export function marginPercentAtPrice(
  priceCents: number | null | undefined,
  costCents: number,
  taxesPercent: DecimalValue,
  feesPercent: DecimalValue,
): Dec | null {
  if (priceCents === null || priceCents === undefined || priceCents === 0) return null;
  const profit = netOfDeductions(priceCents, taxesPercent, feesPercent).minus(dec(costCents, 'Custo'));
  return profit.div(priceCents).times(HUNDRED);
}

/**
 * Sold below cost: what the price leaves after taxes and fees does not pay the cost,
 * price × (1 − (taxes + fees) / 100) < cost. A product without a price is not judged (false); price 0 is.
 */
export function isBelowCost(
  priceCents: number | null | undefined,
  costCents: number,
  taxesPercent: DecimalValue,
  feesPercent: DecimalValue,
): boolean {
  if (priceCents === null || priceCents === undefined) return false;
  return netOfDeductions(priceCents, taxesPercent, feesPercent).lt(dec(costCents, 'Custo'));
}
