import { formatQuantity, type MaterialUnit, parseDecimal } from '@alinhavo/domain';
import { formatStockCount } from '@/lib/stock-text';

const COUNTED: Partial<Record<MaterialUnit, [string, string]>> = {
  cone: ['cone', 'cones'],
  rolo: ['rolo', 'rolos'],
  par: ['par', 'pares'],
};

/**
 * A stock quantity with its unit: '12,50 m', '3,25 kg'; units counted whole drop ',00' and take the plural
 * ('3 cones', '1 par', '12 un', '2,50 rolos').
 */
export function formatStock(value: string, unit: MaterialUnit): string {
  const parsed = parseDecimal(value);
  if (!parsed) return '-';
  const counted = unit === 'un' || unit in COUNTED;
  const text = counted ? formatStockCount(value) : formatQuantity(value, 2);
  const words = COUNTED[unit];
  if (!words) return `${text} ${unit}`;
  return `${text} ${parsed.abs().eq(1) ? words[0] : words[1]}`;
}

/**
 * The warning of a material under its minimum: with one variation its stock is the total, so 'Abaixo do mínimo';
 * with several the total may be large while some are short, so say how many ('2 variações abaixo do mínimo').
 */
export function belowMinimumLabel(belowCount: number, variationCount: number): string {
  if (variationCount <= 1) return 'Abaixo do mínimo';
  return belowCount === 1 ? '1 variação abaixo do mínimo' : `${belowCount} variações abaixo do mínimo`;
}

/** Only a single-variation material shows its total in red: then the total itself is what is short. */
export function isTotalBelowMinimum(belowCount: number, variationCount: number): boolean {
  return belowCount > 0 && variationCount <= 1;
}
