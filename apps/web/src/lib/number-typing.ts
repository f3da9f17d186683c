import { parseBRLToCentavos, parseDecimal } from '@alinhavo/domain';
import { moneyFieldText } from './field-text.ts';

/** R$ 99.999.999.999,99 at most: keeps the centavos a safe integer. */
const MAX_MONEY_DIGITS = 13;

/**
 * What a money field shows after an edit: its digits fill the centavos from the right ('1' → '0,01',
 * '129' → '1,29', '12990' → '129,90'). A deletion that leaves zero empties the field, so backspace can clear it.
 */
export function maskMoneyTyping(text: string, deleting = false): string {
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  const significant = digits.replace(/^0+/, '').slice(0, MAX_MONEY_DIGITS);
  if (!significant) return deleting ? '' : '0,00';
  return moneyFieldText(Number(significant));
}

/**
 * Centavos from money text pasted in any common style: 'R$ 1.234,56', '129,90', '129.90', '1234.5'. A '.' is a
 * thousands separator when it groups three digits ('1.234'), a decimal point otherwise. Null when not money.
 */
export function parsePastedMoney(text: string): number | null {
  const brl = parseBRLToCentavos(text);
  if (brl !== null) return brl < 0 ? null : brl;
  const decimal = parseDecimal(text.replace(/R\$/g, ''));
  if (!decimal || decimal.isNegative()) return null;
  const cents = decimal.times(100).toDecimalPlaces(0);
  return cents.lte(Number.MAX_SAFE_INTEGER) ? cents.toNumber() : null;
}

/** A lone '.' is the decimal point someone typed or pasted ('16.80'); several are thousands separators. */
function withDecimalComma(text: string): string {
  if (text.includes(',')) return text.replaceAll('.', '');
  const dots = text.split('.').length - 1;
  return dots === 1 ? text.replace('.', ',') : text.replaceAll('.', '');
}

/**
 * What a quantity field shows after an edit: digits and one decimal comma with at most `decimals` places
 * ('17.5' → '17,5', '1.234,567' → '1234,56'); a whole unit (decimals 0) keeps the digits before any comma.
 */
export function maskDecimalTyping(text: string, decimals: number): string {
  const [typed = '', ...fraction] = withDecimalComma(text.replace(/[^\d.,]/g, '')).split(',');
  // A digit typed before a '0' the field held ('0' → '50') means 50.
  const whole = typed.replace(/^0+(?=\d)/, '');
  if (decimals === 0 || fraction.length === 0) return whole;
  return `${whole || '0'},${fraction.join('').slice(0, decimals)}`;
}
