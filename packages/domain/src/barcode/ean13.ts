/**
 * EAN-13 (GS1) barcodes: 12 data digits and a mod-10 check digit. Generated codes use a company prefix
 * ('20'..'29' is GS1's restricted-circulation range, free to use inside the company) and a running item number.
 */

export const EAN13_LENGTH = 13;
export const DEFAULT_BARCODE_PREFIX = '20';

/** The check digit for the first 12 digits: weights 1 and 3 alternating from the left, then 10 − (sum mod 10). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('EAN-13: informe exatamente 12 dígitos');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for 13 digits whose last one is the right check digit. */
export function isValidEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  return ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** What people type or scan: spaces, dots and dashes removed. */
export function normalizeBarcode(text: string): string {
  return text.replace(/[\s.-]+/g, '');
}

/** A prefix of 2 to 11 digits leaves at least one digit for the item number. */
export function isValidBarcodePrefix(prefix: string): boolean {
  return /^\d{2,11}$/.test(prefix);
}

/** How many item numbers a prefix can give (item numbers run from 1 to this). */
export function barcodeCapacity(prefix: string): number {
  return 10 ** (12 - prefix.length) - 1;
}

/** The EAN-13 for item number `item` under `prefix`: prefix + item padded with zeros + check digit. */
export function buildEan13(prefix: string, item: number): string {
  if (!isValidBarcodePrefix(prefix)) throw new RangeError(`Prefixo de código de barras inválido: ${prefix}`);
  if (!Number.isSafeInteger(item) || item < 1 || item > barcodeCapacity(prefix)) {
    throw new RangeError(`Número de item fora do intervalo do prefixo ${prefix}: ${item}`);
  }
  const first12 = prefix + String(item).padStart(12 - prefix.length, '0');
  return first12 + ean13CheckDigit(first12);
}
