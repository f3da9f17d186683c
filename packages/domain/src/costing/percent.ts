import { EMPTY_MARKER } from '../format/empty.ts';
import { formatQuantity } from '../format/numbers.ts';
import { Dec, toFixedString } from '../quantity/decimal.ts';

/** A percentage with 2 places, half-up, as the API sends it ('35.27', '-12.50'); null stays null. */
export function percentString(value: Dec | null): string | null {
  return value === null ? null : toFixedString(value, 2);
}

/** '35,27%' (pt-BR, 2 places); '—' for no value. */
export function formatPercent(value: Dec | string | null | undefined, places = 2): string {
  if (value === null || value === undefined) return EMPTY_MARKER;
  const text = value instanceof Dec ? toFixedString(value, places) : value;
  const formatted = formatQuantity(text, places);
  return formatted === EMPTY_MARKER ? EMPTY_MARKER : `${formatted}%`;
}
