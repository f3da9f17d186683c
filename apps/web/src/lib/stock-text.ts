import { EMPTY_MARKER, formatQuantity } from '@alinhavo/domain';

/** A plain decimal string ('12', '12.50', '.5'); the fraction digits in group 1 or 2. */
const DECIMAL_TEXT = /^[-+]?(?:\d+(?:\.(\d*))?|\.(\d+))$/;

/**
 * A stock amount counted in whole units: '12' or '1.234' when whole, '12,50' otherwise, '—' for nothing readable.
 * Read as text, without the decimal library: list screens show it and should not load that library for it.
 */
export function formatStockCount(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return EMPTY_MARKER;
  const fraction = match[1] ?? match[2] ?? '';
  return formatQuantity(text, /^0*$/.test(fraction) ? 0 : 2);
}
