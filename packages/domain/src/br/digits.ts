/** Removes every character that is not a decimal digit (0-9). */
export function onlyDigits(s: string): string {
  return s.replace(/\D+/g, '');
}

/** Upper-cases the input and keeps only 0-9 and A-Z. */
export function onlyAlphanumericUpper(s: string): string {
  return s.toUpperCase().replace(/[^0-9A-Z]+/g, '');
}
