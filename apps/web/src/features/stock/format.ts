import { EMPTY_MARKER, formatQuantity, parseDecimal, type StockMovementType } from '@alinhavo/domain';

/** A balance or quantity with its unit: '12,50 m', '3,00 un'. */
export function formatStockQuantity(value: string, unit: string): string {
  const text = formatQuantity(value, 2);
  return text === EMPTY_MARKER ? text : `${text} ${unit}`;
}

export function isNegativeQuantity(value: string): boolean {
  return parseDecimal(value)?.isNegative() ?? false;
}

/** A ledger quantity with its sign, as the table shows it: '+10,00', '−3,50' (a real minus sign). */
export function formatSignedQuantity(value: string): string {
  const parsed = parseDecimal(value);
  if (!parsed) return EMPTY_MARKER;
  const text = formatQuantity(parsed.abs().toFixed(2), 2);
  if (parsed.isZero()) return text;
  return `${parsed.isNegative() ? '−' : '+'}${text}`;
}

export type BadgeTone = 'success' | 'warning' | 'secondary' | 'outline' | 'default';

/** Stock coming in reads green, going out amber, corrections grey. */
export const MOVEMENT_TYPE_TONES: Record<StockMovementType, BadgeTone> = {
  entrada: 'success',
  retorno_faccao: 'success',
  devolucao: 'success',
  saida: 'warning',
  venda: 'warning',
  consumo_corte: 'warning',
  envio_faccao: 'warning',
  ajuste: 'secondary',
  transferencia: 'outline',
};

/** The difference an adjustment will post ('−3,00' / '+0,50'), or null when the count is not a number yet. */
export function adjustmentPreview(current: string, counted: string): { text: string; zero: boolean } | null {
  const now = parseDecimal(current);
  const count = counted.trim() ? parseDecimal(counted) : null;
  if (!now || !count || count.isNegative() || count.decimalPlaces() > 2) return null;
  const difference = count.minus(now);
  return { text: formatSignedQuantity(difference.toFixed(2)), zero: difference.isZero() };
}
