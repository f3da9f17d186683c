import { onlyDigits } from './digits.ts';

const PHONE_MIN_LENGTH = 10;
const PHONE_MAX_LENGTH = 11;

/** A phone (area code + number) is valid with 10 (landline) or 11 (mobile) digits. */
export function isValidPhone(value: string): boolean {
  const length = onlyDigits(value).length;
  return length >= PHONE_MIN_LENGTH && length <= PHONE_MAX_LENGTH;
}

/**
 * Progressive mask: `(xx) xxxx-xxxx` up to 10 digits, `(xx) xxxxx-xxxx` with 11.
 * Extra digits are ignored (output has at most 15 characters).
 */
export function maskPhone(value: string): string {
  const d = onlyDigits(value).slice(0, PHONE_MAX_LENGTH);
  if (d.length === 0) return '';
  const areaCode = d.slice(0, 2);
  if (d.length <= 2) return `(${areaCode}`;
  const number = d.slice(2);
  const prefixLength = d.length === PHONE_MAX_LENGTH ? 5 : 4;
  if (number.length <= prefixLength) return `(${areaCode}) ${number}`;
  return `(${areaCode}) ${number.slice(0, prefixLength)}-${number.slice(prefixLength)}`;
}
