import { onlyAlphanumericUpper } from './digits.ts';

const CNPJ_LENGTH = 14;
const CNPJ_BASE_LENGTH = 12;
const FIRST_DV_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const SECOND_DV_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_PATTERN = /^[0-9A-Z]{12}[0-9]{2}$/;

/** Upper-cases the input and keeps only 0-9 and A-Z. */
export function normalizeCnpj(value: string): string {
  return onlyAlphanumericUpper(value);
}

/** Value of a CNPJ character in the mod-11 computation: ASCII code minus 48. */
function charValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

function cnpjCheckDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += charValue(chars.charAt(i)) * (weights[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Validates a CNPJ, numeric or alphanumeric (July 2026 format): 12 characters
 * of 0-9/A-Z followed by 2 numeric check digits.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (cnpj.length !== CNPJ_LENGTH || !CNPJ_PATTERN.test(cnpj)) return false;
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  const first = cnpjCheckDigit(cnpj, FIRST_DV_WEIGHTS);
  const second = cnpjCheckDigit(cnpj, SECOND_DV_WEIGHTS);
  return cnpj.slice(CNPJ_BASE_LENGTH) === `${first}${second}`;
}

/**
 * Progressive mask `00.000.000/0000-00`. Letters are allowed in the first 12
 * positions; the last 2 (check digits) accept only digits. Extra characters are ignored.
 */
export function maskCnpj(value: string): string {
  const chars = normalizeCnpj(value);
  let clean = '';
  for (const char of chars) {
    if (clean.length >= CNPJ_LENGTH) break;
    if (clean.length >= CNPJ_BASE_LENGTH && !/[0-9]/.test(char)) continue;
    clean += char;
  }
  let out = clean.slice(0, 2);
  if (clean.length > 2) out += `.${clean.slice(2, 5)}`;
  if (clean.length > 5) out += `.${clean.slice(5, 8)}`;
  if (clean.length > 8) out += `/${clean.slice(8, 12)}`;
  if (clean.length > 12) out += `-${clean.slice(12, 14)}`;
  return out;
}

/** Appends the two check digits to a 12-character base (used to build valid sample data). */
export function completeCnpj(base: string): string {
  const chars = normalizeCnpj(base);
  if (chars.length !== CNPJ_BASE_LENGTH) throw new Error('A CNPJ base has 12 characters');
  const first = cnpjCheckDigit(chars, FIRST_DV_WEIGHTS);
  const second = cnpjCheckDigit(`${chars}${first}`, SECOND_DV_WEIGHTS);
  return `${chars}${first}${second}`;
}
