import { onlyDigits } from './digits.ts';

const CEP_LENGTH = 8;

/** A CEP is valid when it has exactly 8 digits (punctuation is ignored). */
export function isValidCep(value: string): boolean {
  return onlyDigits(value).length === CEP_LENGTH;
}

/** Progressive mask `00000-000`; ignores extra characters. */
export function maskCep(value: string): string {
  const d = onlyDigits(value).slice(0, CEP_LENGTH);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}
