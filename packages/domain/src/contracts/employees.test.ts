import { describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '../format/dates.ts';
import { employeeAdmissionDateSchema, employeeInputSchema, optionalEmployeeCpfSchema } from './employees.ts';

const message = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe('employeeAdmissionDateSchema', () => {
  it('turns blank into null and keeps a real past date', () => {
    expect(employeeAdmissionDateSchema.parse('')).toBeNull();
    expect(employeeAdmissionDateSchema.parse(null)).toBeNull();
    expect(employeeAdmissionDateSchema.parse(' 2024-02-29 ')).toBe('2024-02-29');
    expect(employeeAdmissionDateSchema.parse(todayInSaoPaulo())).toBe(todayInSaoPaulo());
    expect(employeeAdmissionDateSchema.parse('03/06/2024')).toBe('2024-06-03');
  });

  it('refuses impossible dates, other formats and the future', () => {
    for (const value of [
      '2023-02-29',
      '2024-13-01',
      '2024-04-31',
      '31/04/2024',
      '1/3/2024',
      '2024/03/01',
      '1899-12-31',
    ])
      expect(message(employeeAdmissionDateSchema.safeParse(value)), value).toBe('Data inválida');
    const [year, month, day] = todayInSaoPaulo().split('-');
    const nextYear = `${Number(year) + 1}-${month}-${day === '29' && month === '02' ? '28' : day}`;
    expect(message(employeeAdmissionDateSchema.safeParse(nextYear))).toBe(
      'A data de admissão não pode ser no futuro',
    );
  });
});

describe('optionalEmployeeCpfSchema', () => {
  it('stores digits, blank as null, and refuses a wrong check digit', () => {
    expect(optionalEmployeeCpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(optionalEmployeeCpfSchema.parse('  ')).toBeNull();
    expect(message(optionalEmployeeCpfSchema.safeParse('529.982.247-26'))).toBe('CPF inválido');
    // A CNPJ is not a CPF.
    expect(message(optionalEmployeeCpfSchema.safeParse('11.222.333/0001-81'))).toBe('CPF inválido');
  });
});

describe('employeeInputSchema', () => {
  it('takes a salary typed in reais and defaults to active', () => {
    expect(
      employeeInputSchema.parse({
        name: 'Ana',
        sector: 'corte',
        payType: 'mensal',
        payAmountCents: '2.500,00',
      }),
    ).toMatchObject({ payAmountCents: 250000, status: 'ativo' });
  });
});
