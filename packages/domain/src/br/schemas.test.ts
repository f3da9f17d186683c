import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cepSchema,
  cnpjSchema,
  cpfOrCnpjSchema,
  cpfSchema,
  optionalCepSchema,
  optionalCpfOrCnpjSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  optionalTextSchema,
  phoneSchema,
} from './schemas.ts';

function errorMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('cpfSchema', () => {
  it('trims and stores only digits', () => {
    expect(cpfSchema.safeParse('  529.982.247-25 ')).toEqual({ success: true, data: '52998224725' });
  });

  it("rejects invalid CPFs with 'CPF inválido'", () => {
    expect(errorMessages(cpfSchema, '529.982.247-24')).toEqual(['CPF inválido']);
    expect(errorMessages(cpfSchema, '')).toEqual(['CPF inválido']);
    expect(errorMessages(cpfSchema, undefined)).toEqual(['CPF inválido']);
  });
});

describe('cnpjSchema', () => {
  it('trims and stores upper-case alphanumeric', () => {
    expect(cnpjSchema.safeParse(' 12.abc.345/01de-35 ')).toEqual({ success: true, data: '12ABC34501DE35' });
    expect(cnpjSchema.safeParse('11.222.333/0001-81')).toEqual({ success: true, data: '11222333000181' });
  });

  it("rejects invalid CNPJs with 'CNPJ inválido'", () => {
    expect(errorMessages(cnpjSchema, '11.222.333/0001-80')).toEqual(['CNPJ inválido']);
    expect(errorMessages(cnpjSchema, '00000000000000')).toEqual(['CNPJ inválido']);
    expect(errorMessages(cnpjSchema, '52998224725')).toEqual(['CNPJ inválido']);
  });
});

describe('cpfOrCnpjSchema', () => {
  it('accepts and normalises either document', () => {
    expect(cpfOrCnpjSchema.safeParse('529.982.247-25')).toEqual({ success: true, data: '52998224725' });
    expect(cpfOrCnpjSchema.safeParse('11.222.333/0001-81')).toEqual({
      success: true,
      data: '11222333000181',
    });
    expect(cpfOrCnpjSchema.safeParse(' 12.abc.345/01de-35')).toEqual({
      success: true,
      data: '12ABC34501DE35',
    });
  });

  it("rejects anything else with 'CPF ou CNPJ inválido'", () => {
    expect(errorMessages(cpfOrCnpjSchema, '529.982.247-24')).toEqual(['CPF ou CNPJ inválido']);
    expect(errorMessages(cpfOrCnpjSchema, '11.222.333/0001-80')).toEqual(['CPF ou CNPJ inválido']);
    expect(errorMessages(cpfOrCnpjSchema, '123')).toEqual(['CPF ou CNPJ inválido']);
    expect(errorMessages(cpfOrCnpjSchema, '')).toEqual(['CPF ou CNPJ inválido']);
  });
});

describe('phoneSchema', () => {
  it('trims and stores only digits', () => {
    expect(phoneSchema.safeParse(' (11) 98765-4321 ')).toEqual({ success: true, data: '11987654321' });
    expect(phoneSchema.safeParse('(11) 3456-7890')).toEqual({ success: true, data: '1134567890' });
  });

  it('rejects too short or too long numbers', () => {
    expect(errorMessages(phoneSchema, '98765-4321')).toEqual(['Telefone inválido (mínimo 10 dígitos)']);
    expect(errorMessages(phoneSchema, '119876543210')).toEqual(['Telefone inválido (mínimo 10 dígitos)']);
  });
});

describe('cepSchema', () => {
  it('trims and stores only digits', () => {
    expect(cepSchema.safeParse(' 01310-100 ')).toEqual({ success: true, data: '01310100' });
  });

  it("rejects invalid CEPs with 'CEP inválido'", () => {
    expect(errorMessages(cepSchema, '01310-10')).toEqual(['CEP inválido']);
    expect(errorMessages(cepSchema, '')).toEqual(['CEP inválido']);
  });
});

describe('optional document/phone/CEP schemas', () => {
  it('turn empty or blank strings into null', () => {
    for (const schema of [optionalCpfOrCnpjSchema, optionalPhoneSchema, optionalCepSchema]) {
      expect(schema.safeParse('')).toEqual({ success: true, data: null });
      expect(schema.safeParse('   ')).toEqual({ success: true, data: null });
    }
  });

  it('turn null and undefined into null', () => {
    expect(optionalPhoneSchema.safeParse(null)).toEqual({ success: true, data: null });
    expect(optionalCepSchema.safeParse(undefined)).toEqual({ success: true, data: null });
  });

  it('validate and normalise non-empty values', () => {
    expect(optionalCpfOrCnpjSchema.safeParse(' 529.982.247-25 ')).toEqual({
      success: true,
      data: '52998224725',
    });
    expect(optionalCpfOrCnpjSchema.safeParse('12.abc.345/01de-35')).toEqual({
      success: true,
      data: '12ABC34501DE35',
    });
    expect(optionalPhoneSchema.safeParse('(11) 98765-4321')).toEqual({ success: true, data: '11987654321' });
    expect(optionalCepSchema.safeParse('01310-100')).toEqual({ success: true, data: '01310100' });
  });

  it('report the same messages as the required schemas', () => {
    expect(errorMessages(optionalCpfOrCnpjSchema, '123')).toEqual(['CPF ou CNPJ inválido']);
    expect(errorMessages(optionalPhoneSchema, '123')).toEqual(['Telefone inválido (mínimo 10 dígitos)']);
    expect(errorMessages(optionalCepSchema, '123')).toEqual(['CEP inválido']);
  });
});

describe('optionalEmailSchema', () => {
  it('turns empty, blank, null and undefined into null', () => {
    expect(optionalEmailSchema.safeParse('')).toEqual({ success: true, data: null });
    expect(optionalEmailSchema.safeParse('  ')).toEqual({ success: true, data: null });
    expect(optionalEmailSchema.safeParse(null)).toEqual({ success: true, data: null });
    expect(optionalEmailSchema.safeParse(undefined)).toEqual({ success: true, data: null });
  });

  it('trims valid e-mails', () => {
    expect(optionalEmailSchema.safeParse('  maria@exemplo.com.br ')).toEqual({
      success: true,
      data: 'maria@exemplo.com.br',
    });
  });

  it("rejects invalid e-mails with 'E-mail inválido'", () => {
    expect(errorMessages(optionalEmailSchema, 'maria')).toEqual(['E-mail inválido']);
    expect(errorMessages(optionalEmailSchema, 'maria@')).toEqual(['E-mail inválido']);
    expect(errorMessages(optionalEmailSchema, 'maria @exemplo.com')).toEqual(['E-mail inválido']);
  });
});

describe('optionalTextSchema', () => {
  const schema = optionalTextSchema(5);

  it('turns empty and blank strings into null', () => {
    expect(schema.safeParse('')).toEqual({ success: true, data: null });
    expect(schema.safeParse('   ')).toEqual({ success: true, data: null });
    expect(schema.safeParse(null)).toEqual({ success: true, data: null });
  });

  it('trims and accepts text up to max characters', () => {
    expect(schema.safeParse('  abcde  ')).toEqual({ success: true, data: 'abcde' });
    expect(schema.safeParse('ab c')).toEqual({ success: true, data: 'ab c' });
  });

  it("rejects longer text with 'Máximo de {max} caracteres'", () => {
    expect(errorMessages(schema, 'abcdef')).toEqual(['Máximo de 5 caracteres']);
    expect(errorMessages(optionalTextSchema(200), 'x'.repeat(201))).toEqual(['Máximo de 200 caracteres']);
  });
});
