import { formatBRL, formatDateOnly, formatQuantity, parseDecimal, toFixedString } from '@alinhavo/domain';

/** Centavos as the text a money field shows ('1.234,56'); the field shows 'R$' itself. No value → empty field. */
export function moneyFieldText(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : formatBRL(cents).replace(/^-?R\$\s*/, '');
}

/** A decimal as the text a quantity field shows ('12,5' → '12,50'; 0 → '0'). */
export function quantityFieldText(value: string): string {
  const parsed = parseDecimal(value);
  if (!parsed || parsed.isZero()) return '0';
  return formatQuantity(value, 2);
}

/**
 * A stored decimal ('16.80') as the text a quantity field with `decimals` places starts with ('16,80'); places
 * beyond those are kept rather than rounded away ('12.50' in a whole unit shows '12,5').
 */
export function decimalFieldText(value: string, decimals: number): string {
  const parsed = parseDecimal(value);
  if (!parsed) return '';
  return toFixedString(parsed, Math.max(parsed.decimalPlaces(), decimals)).replace('.', ',');
}

/** A stored 'yyyy-MM-dd' as the text a date field shows ('dd/MM/yyyy'); no date → empty field. */
export function dateFieldText(iso: string | null): string {
  return iso ? formatDateOnly(iso) : '';
}

/** Progressive mask for a date typed in pt-BR: '03062024' → '03/06/2024'. */
export function maskDateInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}
