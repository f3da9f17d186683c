import { describe, expect, it } from 'vitest';
import { checkCustomerImportLines } from './customer-import.ts';
import { customerInputSchema, optionalStateRegistrationSchema } from './customers.ts';

describe('inscrição estadual', () => {
  it.each([
    ['Isento', 'ISENTO'],
    ['ISENTA', null],
    ['isênto', 'ISENTO'],
    ['123.456.789.110', '123456789110'],
    ['P-01100424.3/002', 'P011004243002'],
    ['', null],
  ])('reads %s', (typed, stored) => {
    const parsed = optionalStateRegistrationSchema.safeParse(typed);
    if (stored === null && typed) expect(parsed.success).toBe(false);
    else expect(parsed.data).toBe(stored);
  });
});

describe('customer form', () => {
  it('stores the document normalised and asks the one that fits the person', () => {
    const pj = customerInputSchema.parse({
      personType: 'pj',
      name: 'Loja',
      documentNumber: '12.abc.345/01de-35',
    });
    expect(pj.documentNumber).toBe('12ABC34501DE35');
    const pf = customerInputSchema.safeParse({
      personType: 'pf',
      name: 'Ana',
      documentNumber: '12ABC34501DE35',
    });
    expect(pf.error?.issues.map((i) => i.message)).toEqual(['Pessoa física: informe um CPF']);
  });

  it('reads the credit limit in reais and leaves it 0 when blank', () => {
    expect(
      customerInputSchema.parse({ personType: 'pf', name: 'A', creditLimitCents: 'R$ 1.234,56' })
        .creditLimitCents,
    ).toBe(123456);
    expect(
      customerInputSchema.parse({ personType: 'pf', name: 'A', creditLimitCents: '' }).creditLimitCents,
    ).toBe(0);
  });
});

describe('customers CSV', () => {
  it('tells the type from the document when the column is blank, and refuses a document repeated in the file', () => {
    const { valid, errors } = checkCustomerImportLines([
      { line: 2, values: { Nome: 'Loja', CNPJ: '11.222.333/0001-81' } },
      { line: 3, values: { Nome: 'Ana', CPF: '529.982.247-25', Estado: 'sp' } },
      { line: 4, values: { 'Razão social': 'Outra', Documento: '11222333000181' } },
    ]);
    expect(valid.map((v) => [v.line, v.input.personType, v.input.state ?? null])).toEqual([
      [2, 'pj', null],
      [3, 'pf', 'SP'],
    ]);
    expect(errors).toEqual([{ line: 4, messages: ['CPF/CNPJ: repetido (já está na linha 2)'] }]);
  });
});
