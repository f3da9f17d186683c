import Decimal from 'decimal.js';

/**
 * The one decimal type for quantities and costs (decisions.md: never a JavaScript float). Stock has 2 places,
 * consumption per piece 4, money is integer centavos; rounding is half-up, as people and the tax office round.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

export const STOCK_PLACES = 2;
export const CONSUMPTION_PLACES = 4;

/** A plain decimal string ('12.5', '-3', '0.0125') or pt-BR text ('1.234,5') into a Dec, or null. */
export function parseDecimal(value: string | number): Dec | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(String(value)) : null;
  let text = value.trim().replace(/\s+/g, '');
  if (text.includes(',')) text = text.replaceAll('.', '').replace(',', '.');
  if (!/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) return null;
  return new Dec(text);
}

/** Fixed-point text with `places` decimals, half-up ('12.50'). */
export function toFixedString(value: Dec, places: number): string {
  return value.toDecimalPlaces(places, Dec.ROUND_HALF_UP).toFixed(places);
}
