import { EMPTY_MARKER, formatCount, formatQuantity, type MaterialUnit } from '@alinhavo/domain';
import { formatStockCount } from '@/lib/stock-text';

const COUNTED: Partial<Record<MaterialUnit, [string, string]>> = {
  cone: ['cone', 'cones'],
  rolo: ['rolo', 'rolos'],
  par: ['par', 'pares'],
};

/** A plain decimal string, as the API sends quantities ('12', '-3.50', '.5'). */
const DECIMAL_TEXT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Exactly one, or minus one ('1', '1.00', '-01.0'): the singular of a counted unit. */
const ONE = /^[-+]?0*1(?:\.0*)?$/;

/**
 * A stock quantity with its unit: '12,50 m', '3,25 kg'; units counted whole drop ',00' and take the plural
 * ('3 cones', '1 par', '12 un', '2,50 rolos'). Read as text: a screen showing stock needs no decimal library.
 */
export function formatStock(value: string, unit: MaterialUnit): string {
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) return EMPTY_MARKER;
  const counted = unit === 'un' || unit in COUNTED;
  const shown = counted ? formatStockCount(text) : formatQuantity(text, 2);
  const words = COUNTED[unit];
  if (!words) return `${shown} ${unit}`;
  return `${shown} ${ONE.test(text) ? words[0] : words[1]}`;
}

/** Whether a quantity's text is zero ('0', '0.00', '-0'). */
export function isZeroQuantity(value: string): boolean {
  return /^[-+]?0*(?:\.0*)?$/.test(value.trim()) && /\d/.test(value);
}

/**
 * The warning of a material under its minimum: with one variation its stock is the total, so 'Abaixo do mínimo';
 * with several the total may be large while some are short, so say how many ('2 variações abaixo do mínimo').
 */
export function belowMinimumLabel(belowCount: number, variationCount: number): string {
  if (variationCount <= 1) return 'Abaixo do mínimo';
  return `${formatCount(belowCount, 'variação', 'variações')} abaixo do mínimo`;
}

/** Only a single-variation material shows its total in red: then the total itself is what is short. */
export function isTotalBelowMinimum(belowCount: number, variationCount: number): boolean {
  return belowCount > 0 && variationCount <= 1;
}
