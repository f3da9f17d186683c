const brlFormatter = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function toBigIntCentavos(centavos: number | bigint): bigint {
  if (typeof centavos === 'bigint') return centavos;
  if (!Number.isFinite(centavos)) throw new RangeError(`Valor em centavos inválido: ${centavos}`);
  return BigInt(Math.round(centavos));
}

/**
 * Converts integer centavos to a plain decimal string with 2 places ('1234.56', '-3.00').
 * Non-integer numbers are rounded to the nearest centavo; non-finite numbers throw a RangeError.
 */
export function centavosToDecimalString(centavos: number | bigint): string {
  const value = toBigIntCentavos(centavos);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const reais = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${reais}.${cents}`;
}

/**
 * Formats integer centavos as BRL ('R$ 1.234,56'; Intl puts a non-breaking space U+00A0 after R$).
 * The amount goes to Intl as a decimal string, so no float arithmetic is involved.
 */
export function formatBRL(centavos: number | bigint): string {
  return brlFormatter.format(centavosToDecimalString(centavos) as Intl.StringNumericLiteral);
}

const BRL_PATTERN = /^(-)?(?:R\$)?(-)?(\d{1,3}(?:\.\d{3})+|\d+)?(?:,(\d{0,2}))?$/;

/**
 * Parses a pt-BR money text ('R$ 1.234,56', '1234,56', '1234', '0,5', '-3,00') into integer
 * centavos using string arithmetic only. '.' is accepted only as a thousands separator (groups
 * of 3) and ',' as the decimal separator with up to 2 places (a trailing ',' is allowed).
 * Returns null for anything else.
 */
export function parseBRLToCentavos(text: string): number | null {
  const compact = text.replace(/\s+/g, '');
  const match = BRL_PATTERN.exec(compact);
  if (!match) return null;
  const [, signBefore, signAfter, integerPart, decimalPart] = match;
  if (signBefore && signAfter) return null;
  if (integerPart === undefined && !decimalPart) return null;
  const reais = (integerPart ?? '0').replaceAll('.', '');
  const cents = (decimalPart ?? '').padEnd(2, '0');
  const magnitude = BigInt(reais) * 100n + BigInt(cents);
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const result = Number(magnitude);
  return (signBefore || signAfter) && result !== 0 ? -result : result;
}
