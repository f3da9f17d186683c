import { EMPTY_MARKER } from './empty.ts';

const DECIMAL_STRING = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const formatterCache = new Map<number, Intl.NumberFormat>();

function decimalFormatter(decimals: number): Intl.NumberFormat {
  let formatter = formatterCache.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatterCache.set(decimals, formatter);
  }
  return formatter;
}

type NumericValue = string | number | null | undefined;

/** Normalises the input into something Intl can format exactly, or null when it is not a number. */
function toFormattable(value: NumericValue): number | Intl.StringNumericLiteral | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  return DECIMAL_STRING.test(trimmed) ? (trimmed as Intl.StringNumericLiteral) : null;
}

/**
 * Formats a quantity with pt-BR separators and a fixed number of decimals ('1.234,50').
 * Accepts numbers or decimal strings ('1234.5', as stored in the database; decimal point).
 * Returns the empty marker '—' for null/undefined/non-numeric input.
 */
export function formatQuantity(value: NumericValue, decimals = 2): string {
  const formattable = toFormattable(value);
  return formattable === null ? EMPTY_MARKER : decimalFormatter(decimals).format(formattable);
}

/** Formats a value as a pt-BR integer with thousands separator ('1.234'); '—' for invalid input. */
export function formatInteger(value: NumericValue): string {
  return formatQuantity(value, 0);
}
