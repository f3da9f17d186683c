import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { centsSchema, Dec, decimalSchema, parseDecimal, toFixedString } from './index.ts';

describe('decimal quantities', () => {
  it('parses plain and pt-BR text exactly', () => {
    expect(parseDecimal('1.234,5')?.toString()).toBe('1234.5');
    expect(parseDecimal('0.1')?.plus('0.2').toString()).toBe('0.3');
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
  });

  it('rounds half-up to the places asked', () => {
    expect(toFixedString(new Dec('2.345'), 2)).toBe('2.35');
    expect(toFixedString(new Dec('1').div(3), 4)).toBe('0.3333');
    expect(toFixedString(new Dec('-2.345'), 2)).toBe('-2.35');
  });

  it('normalises a quantity and explains bad ones in Portuguese', () => {
    const schema = z.object({ q: decimalSchema({ places: 2, min: '0', minExclusive: true }) });
    expect(schema.parse({ q: '12,5' }).q).toBe('12.50');
    expect(schema.parse({ q: 3 }).q).toBe('3.00');
    expect(schema.safeParse({ q: '1,234' }).error?.issues[0]?.message).toBe('Use no máximo 2 casas decimais');
    expect(schema.safeParse({ q: '0' }).error?.issues[0]?.message).toBe('Informe um valor maior que zero');
    expect(schema.safeParse({ q: 'dez' }).error?.issues[0]?.message).toBe('Quantidade inválida');
  });

  it('takes money as centavos or pt-BR text', () => {
    expect(centsSchema().parse('R$ 1.234,56')).toBe(123456);
    expect(centsSchema().parse(990)).toBe(990);
    expect(centsSchema().safeParse(-1).error?.issues[0]?.message).toBe('O valor não pode ser negativo');
    expect(centsSchema().safeParse(1.5).success).toBe(false);
  });
});
