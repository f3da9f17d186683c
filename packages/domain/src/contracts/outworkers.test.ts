import { describe, expect, it } from 'vitest';
import {
  outworkerCapacitySchema,
  outworkerPerformancePeriod,
  outworkerPerformanceQuerySchema,
  outworkerPriceValueSchema,
  outworkerServicesSchema,
} from './outworkers.ts';

const message = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe('outworkerCapacitySchema', () => {
  it('reads whole pieces, with pt-BR thousands dots, and blank as null', () => {
    expect(outworkerCapacitySchema.parse(300)).toBe(300);
    expect(outworkerCapacitySchema.parse('1.200')).toBe(1200);
    expect(outworkerCapacitySchema.parse(' 45 ')).toBe(45);
    expect(outworkerCapacitySchema.parse('')).toBeNull();
    expect(outworkerCapacitySchema.parse(null)).toBeNull();
  });

  it('refuses zero, fractions, negatives, text and absurd capacities', () => {
    for (const value of [0, '0', 1.5, '1,5', '12.5', -3, 'muitas', '1.20'])
      expect(message(outworkerCapacitySchema.safeParse(value)), String(value)).toBe(
        'Informe um número inteiro de peças maior que zero',
      );
    expect(message(outworkerCapacitySchema.safeParse(2_000_000))).toBe('Capacidade alta demais');
  });
});

describe('outworkerServicesSchema', () => {
  it('keeps each process once, in lower case', () => {
    const id = '0b9f5a8e-3c1d-4e2f-9a7b-6c5d4e3f2a1b';
    expect(outworkerServicesSchema.parse([id, id.toUpperCase()])).toEqual([id]);
    expect(message(outworkerServicesSchema.safeParse(['costura']))).toBe('Processo inválido');
  });
});

describe('outworkerPriceValueSchema', () => {
  it('reads a price in reais or centavos, and blank or null as "no agreed price"', () => {
    expect(outworkerPriceValueSchema.parse('4,50')).toBe(450);
    expect(outworkerPriceValueSchema.parse(380)).toBe(380);
    expect(outworkerPriceValueSchema.parse('')).toBeNull();
    expect(outworkerPriceValueSchema.parse(null)).toBeNull();
    expect(message(outworkerPriceValueSchema.safeParse('-1,00'))).toBe('O valor não pode ser negativo');
    expect(message(outworkerPriceValueSchema.safeParse('quatro'))).toBe('Valor inválido');
  });
});

describe('outworker performance period', () => {
  it('defaults to the 90 days ending today, filling in whichever end is missing', () => {
    expect(outworkerPerformancePeriod({}, '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(outworkerPerformancePeriod({ from: '2026-03-01' }, '2026-03-31')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(outworkerPerformancePeriod({ to: '2025-12-31' }, '2026-03-31')).toEqual({
      from: '2025-10-03',
      to: '2025-12-31',
    });
    expect(outworkerPerformancePeriod({ from: '2026-04-10' }, '2026-03-31')).toEqual({
      from: '2026-04-10',
      to: '2026-04-10',
    });
  });

  it('accepts real calendar days in order only', () => {
    expect(outworkerPerformanceQuerySchema.safeParse({ from: '2024-02-29', to: '2024-03-01' }).success).toBe(
      true,
    );
    expect(message(outworkerPerformanceQuerySchema.safeParse({ from: '2026-02-29' }))).toBe('Data inválida');
    expect(message(outworkerPerformanceQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }))).toBe(
      'A data final deve ser igual ou posterior à inicial',
    );
  });
});
