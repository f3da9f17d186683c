import { describe, expect, it } from 'vitest';
import {
  cashClosing,
  checkCashMovement,
  checkOpeningFloat,
  expectedByMethod,
  PDV_PAYMENT_METHOD_LABELS,
  settlePayments,
} from './cash-session.ts';

describe('expectedByMethod', () => {
  it('adds float, suprimentos, sales and takes sangrias, change and refunds', () => {
    expect(
      expectedByMethod({
        openingFloatCents: 10000,
        suprimentos: [5000, 1],
        sangrias: [3000],
        sales: [
          { payments: [{ method: 'dinheiro', amountCents: 5000 }], changeCents: 1010 },
          {
            payments: [
              { method: 'pix', amountCents: 2000 },
              { method: 'dinheiro', amountCents: 1000 },
            ],
            changeCents: 0,
          },
          { payments: [{ method: 'credito', amountCents: 8990 }], changeCents: 0 },
          { payments: [{ method: 'debito', amountCents: 100 }], changeCents: 0 },
          { payments: [{ method: 'fiado', amountCents: 700 }], changeCents: 0 },
          { payments: [{ method: 'pix', amountCents: 1 }], changeCents: 0 },
        ],
        refunds: [
          { method: 'dinheiro', amountCents: 500 },
          { method: 'pix', amountCents: 1 },
        ],
      }),
    ).toEqual({ dinheiro: 16491, pix: 2000, credito: 8990, debito: 100, fiado: 700 });
  });

  it('is the float alone for a session with nothing in it', () => {
    expect(expectedByMethod({ openingFloatCents: 2500, suprimentos: [], sangrias: [], sales: [] })).toEqual({
      dinheiro: 2500,
      pix: 0,
      credito: 0,
      debito: 0,
      fiado: 0,
    });
  });
});

describe('cashClosing', () => {
  it('shows expected, counted and difference per counted method, and totals', () => {
    const closing = cashClosing(
      { dinheiro: 16491, pix: 2000, credito: 8990, debito: 100, fiado: 700 },
      { dinheiro: 16400, pix: 2000, credito: 9000 },
    );
    expect(closing.lines).toEqual([
      { method: 'dinheiro', expectedCents: 16491, countedCents: 16400, differenceCents: -91 },
      { method: 'pix', expectedCents: 2000, countedCents: 2000, differenceCents: 0 },
      { method: 'credito', expectedCents: 8990, countedCents: 9000, differenceCents: 10 },
      { method: 'debito', expectedCents: 100, countedCents: 0, differenceCents: -100 },
    ]);
    expect(closing).toMatchObject({ expectedCents: 27581, countedCents: 27400, differenceCents: -181 });
  });
});

describe('settlePayments', () => {
  it('computes the change from cash paid beyond the total', () => {
    expect(settlePayments(8750, [{ method: 'dinheiro', amountCents: 10000 }])).toEqual({
      ok: true,
      value: { paidCents: 10000, changeCents: 1250, byMethod: { dinheiro: 10000 } },
    });
    expect(
      settlePayments(10000, [
        { method: 'pix', amountCents: 6000 },
        { method: 'dinheiro', amountCents: 5000 },
        { method: 'dinheiro', amountCents: 1 },
      ]),
    ).toEqual({
      ok: true,
      value: { paidCents: 11001, changeCents: 1001, byMethod: { pix: 6000, dinheiro: 5001 } },
    });
  });

  it('accepts exact payment in any mix, with card installments 1 to 12', () => {
    expect(
      settlePayments(10000, [
        { method: 'credito', amountCents: 7000, installments: 12 },
        { method: 'debito', amountCents: 3000 },
      ]),
    ).toMatchObject({ ok: true, value: { changeCents: 0, paidCents: 10000 } });
    expect(settlePayments(100, [{ method: 'credito', amountCents: 100, installments: 1 }]).ok).toBe(true);
    expect(settlePayments(100, [{ method: 'pix', amountCents: 100, installments: null }]).ok).toBe(true);
    expect(settlePayments(0, [])).toEqual({
      ok: true,
      value: { paidCents: 0, changeCents: 0, byMethod: {} },
    });
  });

  it('refuses a split that does not cover the total, by one centavo', () => {
    expect(settlePayments(10000, [{ method: 'dinheiro', amountCents: 9999 }])).toEqual({
      ok: false,
      field: 'payments',
      message: 'Faltam R$\u00a00,01 para completar o pagamento',
    });
    expect(settlePayments(10000, [])).toMatchObject({ ok: false, field: 'payments' });
  });

  it('gives change only from cash', () => {
    const message = 'Troco só em dinheiro: os outros meios não podem passar do total';
    expect(settlePayments(10000, [{ method: 'pix', amountCents: 10001 }])).toEqual({
      ok: false,
      field: 'payments',
      message,
    });
    expect(
      settlePayments(10000, [
        { method: 'credito', amountCents: 9000 },
        { method: 'debito', amountCents: 1001 },
        { method: 'dinheiro', amountCents: 5000 },
      ]),
    ).toMatchObject({ ok: false, message });
    expect(
      settlePayments(10000, [
        { method: 'credito', amountCents: 10000 },
        { method: 'dinheiro', amountCents: 5000 },
      ]),
    ).toMatchObject({ ok: true, value: { changeCents: 5000 } });
  });

  it('refuses bad amounts, bad installments and installments off the credit card', () => {
    for (const amountCents of [0, -1, 1.5]) {
      expect(settlePayments(100, [{ method: 'dinheiro', amountCents }])).toEqual({
        ok: false,
        field: 'payments.0.amountCents',
        message: 'O valor do pagamento deve ser maior que zero',
      });
    }
    for (const installments of [0, 13, 2.5]) {
      expect(settlePayments(100, [{ method: 'credito', amountCents: 100, installments }])).toEqual({
        ok: false,
        field: 'payments.0.installments',
        message: 'Parcelas do cartão: de 1 a 12',
      });
    }
    expect(settlePayments(100, [{ method: 'debito', amountCents: 100, installments: 2 }])).toEqual({
      ok: false,
      field: 'payments.0.installments',
      message: 'Só o cartão de crédito é parcelado',
    });
    for (const total of [-1, 0.5]) {
      expect(settlePayments(total, [])).toEqual({ ok: false, field: 'total', message: 'Total inválido' });
    }
  });

  it('takes fiado only for a known customer within the credit available', () => {
    const fiado = [
      { method: 'dinheiro' as const, amountCents: 1000 },
      { method: 'fiado' as const, amountCents: 4000 },
    ];
    expect(settlePayments(5000, fiado)).toEqual({
      ok: false,
      field: 'payments.1.method',
      message: 'Fiado exige um cliente identificado',
    });
    expect(settlePayments(5000, fiado, { hasCustomer: true }).ok).toBe(true);
    expect(settlePayments(5000, fiado, { hasCustomer: true, creditAvailableCents: null }).ok).toBe(true);
    expect(settlePayments(5000, fiado, { hasCustomer: true, creditAvailableCents: 4000 }).ok).toBe(true);
    expect(settlePayments(5000, fiado, { hasCustomer: true, creditAvailableCents: 3999 })).toEqual({
      ok: false,
      field: 'payments.1.amountCents',
      message: 'Limite de crédito insuficiente: disponível R$\u00a039,99',
    });
    expect(settlePayments(5000, fiado, { hasCustomer: true, creditAvailableCents: -50 })).toMatchObject({
      message: 'Limite de crédito insuficiente: disponível R$\u00a00,00',
    });
    expect(
      settlePayments(1000, [{ method: 'dinheiro', amountCents: 1000 }], { creditAvailableCents: 0 }).ok,
    ).toBe(true);
  });
});

describe('cash movements', () => {
  it('needs a positive amount and a reason; a sangria no more than the cash in the drawer', () => {
    const base = { kind: 'sangria' as const, amountCents: 5000, reason: 'Depósito', cashInDrawerCents: 5000 };
    expect(checkCashMovement(base)).toEqual({ ok: true });
    expect(checkCashMovement({ ...base, amountCents: 5001 })).toEqual({
      ok: false,
      field: 'amountCents',
      message: 'A sangria não pode passar do dinheiro em caixa (R$\u00a050,00)',
    });
    expect(checkCashMovement({ ...base, cashInDrawerCents: -10, amountCents: 1 })).toMatchObject({
      message: 'A sangria não pode passar do dinheiro em caixa (R$\u00a00,00)',
    });
    expect(checkCashMovement({ ...base, kind: 'suprimento', amountCents: 99999 })).toEqual({ ok: true });
    for (const amountCents of [0, -1, 0.5]) {
      expect(checkCashMovement({ ...base, amountCents })).toEqual({
        ok: false,
        field: 'amountCents',
        message: 'O valor deve ser maior que zero',
      });
    }
    expect(checkCashMovement({ ...base, reason: '  ' })).toEqual({
      ok: false,
      field: 'reason',
      message: 'Informe o motivo',
    });
  });

  it('opens with a float of zero or more', () => {
    expect(checkOpeningFloat(0)).toEqual({ ok: true });
    expect(checkOpeningFloat(1)).toEqual({ ok: true });
    expect(checkOpeningFloat(-1)).toEqual({ ok: false, message: 'O troco inicial não pode ser negativo' });
    expect(checkOpeningFloat(1.5).ok).toBe(false);
  });

  it('labels the methods in Portuguese', () => {
    expect(PDV_PAYMENT_METHOD_LABELS).toEqual({
      dinheiro: 'Dinheiro',
      pix: 'PIX',
      credito: 'Cartão de crédito',
      debito: 'Cartão de débito',
      fiado: 'Fiado',
    });
  });
});
