import { describe, expect, it } from 'vitest';
import {
  installmentPlan,
  MAX_INSTALLMENTS,
  parsePaymentTermDays,
  splitInstallments,
  validateInstallmentPlan,
} from './installments.ts';

describe('splitInstallments', () => {
  it('puts the remainder on the first installment, to the centavo', () => {
    expect(splitInstallments(10000, 3)).toEqual({ ok: true, value: [3334, 3333, 3333] });
    expect(splitInstallments(10001, 3)).toEqual({ ok: true, value: [3335, 3333, 3333] });
    expect(splitInstallments(9999, 3)).toEqual({ ok: true, value: [3333, 3333, 3333] });
    expect(splitInstallments(100, 1)).toEqual({ ok: true, value: [100] });
    expect(splitInstallments(3, 3)).toEqual({ ok: true, value: [1, 1, 1] });
    expect(splitInstallments(5, 2)).toEqual({ ok: true, value: [3, 2] });
  });

  it('sums exactly for any total and count', () => {
    for (const total of [1, 7, 99, 100, 12_345, 1_000_001, 987_654_321]) {
      for (let count = 1; count <= Math.min(total, MAX_INSTALLMENTS); count += 1) {
        const result = splitInstallments(total, count);
        if (!result.ok) throw new Error(result.message);
        expect(result.value).toHaveLength(count);
        expect(result.value.reduce((a, b) => a + b, 0)).toBe(total);
        expect(result.value[0]! - result.value.at(-1)!).toBeLessThan(count);
        expect(new Set(result.value.slice(1)).size).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses counts outside 1 to 60, totals that are not positive centavos, and totals below one centavo each', () => {
    expect(splitInstallments(100, MAX_INSTALLMENTS).ok).toBe(true);
    for (const count of [0, -1, MAX_INSTALLMENTS + 1, 1.5, Number.NaN]) {
      expect(splitInstallments(100, count)).toEqual({
        ok: false,
        field: 'count',
        message: 'Informe de 1 a 60 parcelas',
      });
    }
    for (const total of [0, -100, 10.5, Number.POSITIVE_INFINITY]) {
      expect(splitInstallments(total, 2)).toEqual({ ok: false, field: 'total', message: 'Total inválido' });
    }
    expect(splitInstallments(2, 3)).toEqual({
      ok: false,
      field: 'count',
      message: 'O total é pequeno demais para esse número de parcelas',
    });
  });
});

describe('parsePaymentTermDays', () => {
  it('reads the usual ways of typing terms', () => {
    expect(parsePaymentTermDays('30/60/90')).toEqual({ ok: true, value: [30, 60, 90] });
    expect(parsePaymentTermDays(' 0 / 30 ')).toEqual({ ok: true, value: [0, 30] });
    expect(parsePaymentTermDays('28 56 84')).toEqual({ ok: true, value: [28, 56, 84] });
    expect(parsePaymentTermDays('30-60')).toEqual({ ok: true, value: [30, 60] });
    expect(parsePaymentTermDays('3650')).toEqual({ ok: true, value: [3650] });
  });

  it('refuses empty, non-numeric, too far and unordered terms', () => {
    const terms = { ok: false, field: 'terms', message: 'Informe os prazos em dias, como 30/60/90' };
    expect(parsePaymentTermDays('/30/60/')).toEqual({ ok: true, value: [30, 60] });
    for (const bad of ['', '  ', '30/a', '30.5', '3651', '10000', '1e3', '0x1E', '30/1e2'])
      expect(parsePaymentTermDays(bad)).toEqual(terms);
    expect(parsePaymentTermDays(Array.from({ length: 61 }, (_, i) => i).join('/'))).toEqual(terms);
    expect(parsePaymentTermDays(Array.from({ length: 60 }, (_, i) => i).join('/')).ok).toBe(true);
    const order = { ok: false, field: 'terms', message: 'Os prazos devem estar em ordem crescente' };
    expect(parsePaymentTermDays('60/30')).toEqual(order);
    expect(parsePaymentTermDays('30/30')).toEqual(order);
  });
});

describe('installmentPlan', () => {
  it('dates each installment from the start day, across month and year ends', () => {
    expect(installmentPlan(10000, [30, 60, 90], '2026-11-30')).toEqual({
      ok: true,
      value: [
        { number: 1, dueDate: '2026-12-30', amountCents: 3334 },
        { number: 2, dueDate: '2027-01-29', amountCents: 3333 },
        { number: 3, dueDate: '2027-02-28', amountCents: 3333 },
      ],
    });
    expect(installmentPlan(500, [0], '2028-02-29')).toEqual({
      ok: true,
      value: [{ number: 1, dueDate: '2028-02-29', amountCents: 500 }],
    });
  });

  it('counts from the São Paulo day of an instant', () => {
    // 01:30 UTC on 1 December is still 30 November in São Paulo (UTC−3).
    const late = new Date('2026-12-01T01:30:00Z');
    expect(installmentPlan(100, [30], late)).toMatchObject({ ok: true, value: [{ dueDate: '2026-12-30' }] });
    const morning = new Date('2026-12-01T03:00:00Z');
    expect(installmentPlan(100, [30], morning)).toMatchObject({
      ok: true,
      value: [{ dueDate: '2026-12-31' }],
    });
  });

  it('refuses a bad start, bad terms or a bad total', () => {
    expect(installmentPlan(100, [30], '2026-02-30')).toEqual({
      ok: false,
      field: 'start',
      message: 'Data de vencimento inválida',
    });
    expect(installmentPlan(100, [-1], '2026-02-01')).toMatchObject({ ok: false, field: 'terms' });
    expect(installmentPlan(100, [30, -1], '2026-02-01')).toMatchObject({ ok: false, field: 'terms' });
    expect(installmentPlan(100, [30, 3651], '2026-02-01')).toMatchObject({ ok: false, field: 'terms' });
    expect(installmentPlan(100, [1.5], '2026-02-01')).toMatchObject({ ok: false, field: 'terms' });
    expect(installmentPlan(100, [], '2026-02-01')).toMatchObject({ ok: false, field: 'terms' });
    expect(installmentPlan(100, [30, 30], '2026-02-01')).toMatchObject({
      ok: false,
      message: 'Os prazos devem estar em ordem crescente',
    });
    expect(installmentPlan(0, [30], '2026-02-01')).toMatchObject({ ok: false, field: 'total' });
  });
});

describe('validateInstallmentPlan', () => {
  const plan = [
    { dueDate: '2026-12-10', amountCents: 5000 },
    { dueDate: '2027-01-10', amountCents: 2500 },
    { dueDate: '2027-02-10', amountCents: 2500 },
  ];

  it('accepts a plan that adds up, numbering its installments', () => {
    expect(validateInstallmentPlan(10000, plan)).toEqual({
      ok: true,
      value: plan.map((p, i) => ({ number: i + 1, ...p })),
    });
    expect(validateInstallmentPlan(10000, plan, { notBefore: '2026-12-10' }).ok).toBe(true);
  });

  it('refuses a plan whose sum differs from the total by one centavo either way', () => {
    expect(validateInstallmentPlan(10001, plan)).toEqual({
      ok: false,
      field: 'installments',
      message: 'A soma das parcelas (R$\u00a0100,00) difere do total do pedido (R$\u00a0100,01)',
    });
    expect(validateInstallmentPlan(9999, plan)).toMatchObject({ ok: false, field: 'installments' });
  });

  it('refuses zero, negative and fractional amounts, bad and unordered dates, and dates too early', () => {
    const at = (index: number, change: object) => plan.map((p, i) => (i === index ? { ...p, ...change } : p));
    const amount = 'O valor da parcela deve ser maior que zero';
    expect(validateInstallmentPlan(10000, at(1, { amountCents: 0 }))).toEqual({
      ok: false,
      field: 'installments.1.amountCents',
      message: amount,
    });
    expect(validateInstallmentPlan(10000, at(0, { amountCents: -1 }))).toMatchObject({ message: amount });
    expect(validateInstallmentPlan(10000, at(2, { amountCents: 2500.5 }))).toMatchObject({ message: amount });
    expect(validateInstallmentPlan(10000, at(2, { dueDate: '10/02/2027' }))).toEqual({
      ok: false,
      field: 'installments.2.dueDate',
      message: 'Data de vencimento inválida',
    });
    expect(validateInstallmentPlan(10000, at(1, { dueDate: '2026-12-10' }))).toEqual({
      ok: false,
      field: 'installments.1.dueDate',
      message: 'As datas de vencimento devem estar em ordem crescente',
    });
    expect(validateInstallmentPlan(10000, at(2, { dueDate: '2027-01-09' }))).toMatchObject({
      field: 'installments.2.dueDate',
    });
    expect(validateInstallmentPlan(10000, plan, { notBefore: '2026-12-11' })).toEqual({
      ok: false,
      field: 'installments.0.dueDate',
      message: 'O vencimento não pode ser anterior a 11/12/2026',
    });
    expect(validateInstallmentPlan(10000, [])).toEqual({
      ok: false,
      field: 'installments',
      message: 'Informe ao menos uma parcela',
    });
    const many = Array.from({ length: 61 }, (_, i) => ({
      dueDate: `2027-01-01`.replace(
        '01-01',
        `${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      ),
      amountCents: 1,
    }));
    expect(validateInstallmentPlan(61, many)).toMatchObject({
      field: 'installments',
      ok: false,
      message: 'Informe de 1 a 60 parcelas',
    });
    expect(validateInstallmentPlan(60, many.slice(0, 60)).ok).toBe(true);
  });
});
