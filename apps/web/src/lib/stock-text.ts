import { formatQuantity, parseDecimal } from '@alinhavo/domain';

/** A stock amount counted in whole units: '12' or '1.234' when whole, '12,50' otherwise, '-' for nothing readable. */
export function formatStockCount(value: string | null | undefined): string {
  const parsed = value === null || value === undefined ? null : parseDecimal(value);
  if (!parsed) return '-';
  return formatQuantity(value, parsed.isInteger() ? 0 : 2);
}
