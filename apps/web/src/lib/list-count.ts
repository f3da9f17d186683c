import { formatInteger, pluralWord } from '@alinhavo/domain';

/** What a list counts, in the singular and the plural: ['material', 'materiais']. */
export type CountNoun = readonly [singular: string, plural: string];

/**
 * '1 material', '128 materiais', '0 materiais' (pt-BR: only one is singular); a capped count (ADR 016) reads
 * '10.000+ materiais'.
 */
export function countLabel(total: number, noun: CountNoun, capped = false): string {
  const word = capped ? noun[1] : pluralWord(total, ...noun);
  return `${formatInteger(total)}${capped ? '+' : ''} ${word}`;
}
