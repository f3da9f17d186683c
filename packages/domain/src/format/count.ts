import { formatInteger } from './numbers.ts';

/**
 * The word for `count` things in pt-BR: only one (or minus one) takes the singular; zero, fractions and
 * everything else take the plural ('0 peças', '1 peça', '1,5 metros').
 */
export function pluralWord(count: number, one: string, many: string): string {
  return Math.abs(count) === 1 ? one : many;
}

/** A count with its noun: '1 movimentação', '0 movimentações', '1.234 peças' (pt-BR thousands separator). */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatInteger(count)} ${pluralWord(count, one, many)}`;
}
