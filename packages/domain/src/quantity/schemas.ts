import { z } from 'zod';
import { parseBRLToCentavos } from '../format/money.ts';
import { parseDecimal, toFixedString } from './decimal.ts';

type DecimalOptions = {
  places: number;
  min?: string;
  minExclusive?: boolean;
  max?: string;
  message?: string;
};

/**
 * A quantity sent as text or number ('12,5', '12.5', 12.5), checked for its decimal places and range, and
 * normalised to a fixed-point string ('12.50') that PostgreSQL `numeric` stores exactly.
 */
export function decimalSchema({
  places,
  min,
  minExclusive = false,
  max = '999999999999',
  message,
}: DecimalOptions) {
  const invalid = message ?? 'Quantidade inválida';
  return z.union([z.string(), z.number()], { error: invalid }).transform((value, ctx) => {
    const parsed = parseDecimal(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    if (parsed.decimalPlaces() > places) {
      ctx.addIssue({ code: 'custom', message: `Use no máximo ${places} casas decimais` });
      return z.NEVER;
    }
    if (min !== undefined && (minExclusive ? parsed.lte(min) : parsed.lt(min))) {
      ctx.addIssue({
        code: 'custom',
        message: minExclusive
          ? 'Informe um valor maior que zero'
          : `O valor mínimo é ${min.replace('.', ',')}`,
      });
      return z.NEVER;
    }
    if (parsed.gt(max)) {
      ctx.addIssue({ code: 'custom', message: 'Valor alto demais' });
      return z.NEVER;
    }
    return toFixedString(parsed, places);
  });
}

/** Money as integer centavos; also accepts pt-BR text ('R$ 1.234,56') from forms. */
export function centsSchema(message = 'Valor inválido') {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const cents = typeof value === 'number' ? value : parseBRLToCentavos(value);
    if (cents === null || !Number.isSafeInteger(cents)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (cents < 0) {
      ctx.addIssue({ code: 'custom', message: 'O valor não pode ser negativo' });
      return z.NEVER;
    }
    return cents;
  });
}
