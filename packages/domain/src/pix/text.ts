/** Characters kept in a BR Code's name, city and message: plain ASCII letters, digits and common punctuation. */
const OUTSIDE_CHARSET = /[^A-Za-z0-9 .,\-&'/]/g;

/**
 * A name, city or message as a BR Code carries it: accents dropped ('Confecções São João' → 'Confeccoes Sao
 * Joao'), any other character outside the charset turned into a space, spaces collapsed, cut to `maxLength`
 * characters (ASCII, so bytes too). Case is kept: the BCB manual's own example is 'Fulano de Tal'.
 */
export function normalisePixText(value: string, maxLength: number): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(OUTSIDE_CHARSET, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}
