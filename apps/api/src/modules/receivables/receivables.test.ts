import { randomUUID } from 'node:crypto';
import { todayInSaoPaulo } from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { AppError } from '../../platform/http/errors.ts';
import { asTenant } from '../stock/stock-test-support.ts';
import { cancelReceivablesOf, createReceivables, openReceivablesOfCustomer } from './service.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Loja Receber');
  other = await signUpCompany(ctx, 'Outra Loja Receber');
});
afterAll(() => ctx.close());

/** yyyy-MM-dd, `days` from today in São Paulo. */
function day(days: number): string {
  const date = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A real customer of the company: a receivable's customer is a foreign key. */
async function newCustomer(company: SignedUpCompany): Promise<string> {
  const res = await company.client.post('/api/customers', {
    personType: 'pf',
    name: `Cliente ${randomUUID()}`,
  });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

function plan(company: SignedUpCompany, input: Parameters<typeof createReceivables>[1]) {
  return asTenant(ctx, company, (tx) => createReceivables(tx, input));
}

async function failure(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createReceivables', () => {
  it('writes the installments numbered in order, open, for the company of the transaction', async () => {
    const originId = randomUUID();
    const customerId = await newCustomer(owner);
    const rows = await plan(owner, {
      customerId,
      originType: 'sales_order',
      originId,
      totalCents: 10000,
      installments: [
        { dueDate: day(30), amountCents: 3334 },
        { dueDate: day(60), amountCents: 3333 },
        { dueDate: day(90), amountCents: 3333 },
      ],
    });
    expect(rows.map((r) => [r.installmentNumber, r.installmentCount, r.amountCents, r.status])).toEqual([
      [1, 3, 3334, 'aberto'],
      [2, 3, 3333, 'aberto'],
      [3, 3, 3333, 'aberto'],
    ]);
    expect(rows[0]).toMatchObject({
      customerId,
      originId,
      originType: 'sales_order',
      receivedCents: 0,
      openCents: 3334,
    });
  });

  it('refuses a plan whose sum is not the total, an empty plan, a zero installment and a bad day', async () => {
    const base = { customerId: null, originType: 'pdv_sale' as const, originId: randomUUID() };
    const sum = await failure(
      plan(owner, {
        ...base,
        totalCents: 10000,
        installments: [
          { dueDate: day(30), amountCents: 5000 },
          { dueDate: day(60), amountCents: 4999 },
        ],
      }),
    );
    expect(sum.status).toBe(400);
    expect(sum.fields).toEqual({
      installments: 'A soma das parcelas (R$\u00a099,99) deve ser igual ao total (R$\u00a0100,00)',
    });
    const empty = await failure(plan(owner, { ...base, totalCents: 0, installments: [] }));
    expect(empty.fields).toEqual({ installments: 'Informe ao menos uma parcela' });
    const zero = await failure(
      plan(owner, { ...base, totalCents: 0, installments: [{ dueDate: day(1), amountCents: 0 }] }),
    );
    expect(zero.fields).toEqual({
      'installments.0.amountCents': 'Cada parcela deve ter um valor maior que zero',
    });
    const badDay = await failure(
      plan(owner, { ...base, totalCents: 100, installments: [{ dueDate: '31/02/2027', amountCents: 100 }] }),
    );
    expect(badDay.fields).toEqual({ 'installments.0.dueDate': 'Data de vencimento inválida' });
    const list = await owner.client.get('/api/receivables?pageSize=100');
    expect(JSON.stringify(list.body)).not.toContain(base.originId);
  });
});

describe('cancelReceivablesOf and openReceivablesOfCustomer', () => {
  it('sums what a customer still owes, late included, and cancels a sale’s open installments', async () => {
    const customerId = await newCustomer(owner);
    const saleA = randomUUID();
    const saleB = randomUUID();
    await plan(owner, {
      customerId,
      originType: 'pdv_sale',
      originId: saleA,
      totalCents: 5000,
      installments: [{ dueDate: day(-3), amountCents: 5000 }],
    });
    await plan(owner, {
      customerId,
      originType: 'sales_order',
      originId: saleB,
      totalCents: 7000,
      installments: [
        { dueDate: day(10), amountCents: 3500 },
        { dueDate: day(40), amountCents: 3500 },
      ],
    });
    const open = await asTenant(ctx, owner, (tx) => openReceivablesOfCustomer(tx, customerId));
    expect(open.openCents).toBe(12000);
    expect(open.overdueCents).toBe(5000);
    expect(open.items.map((i) => i.status)).toEqual(['vencido', 'aberto', 'aberto']);

    const cancelled = await asTenant(ctx, owner, (tx) =>
      cancelReceivablesOf(tx, { originType: 'sales_order', originId: saleB }),
    );
    expect(cancelled).toBe(2);
    const after = await asTenant(ctx, owner, (tx) => openReceivablesOfCustomer(tx, customerId));
    expect(after.openCents).toBe(5000);

    // Another company sees nothing of this customer, and cannot cancel this company's installments.
    const seenByOther = await asTenant(ctx, other, (tx) => openReceivablesOfCustomer(tx, customerId));
    expect(seenByOther).toEqual({ openCents: 0, overdueCents: 0, items: [] });
    expect(
      await asTenant(ctx, other, (tx) =>
        cancelReceivablesOf(tx, { originType: 'pdv_sale', originId: saleA }),
      ),
    ).toBe(0);
    // A new plan may follow a cancelled one for the same origin.
    await plan(owner, {
      customerId,
      originType: 'sales_order',
      originId: saleB,
      totalCents: 7000,
      installments: [{ dueDate: day(15), amountCents: 7000 }],
    });
  });
});

describe('GET /api/receivables', () => {
  it('lists by due date with the status shown (vencido by date) and filters by status, period and customer', async () => {
    const customerId = await newCustomer(owner);
    const originId = randomUUID();
    const [late, soon, later] = await plan(owner, {
      customerId,
      originType: 'sales_order',
      originId,
      totalCents: 3000,
      installments: [
        { dueDate: day(-1), amountCents: 1000 },
        { dueDate: day(0), amountCents: 1000 },
        { dueDate: day(31), amountCents: 1000 },
      ],
    });
    const all = await owner.client.get(`/api/receivables?customerId=${customerId}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(
      all.body.items.map((r: { id: string; status: string; statusLabel: string }) => [
        r.id,
        r.status,
        r.statusLabel,
      ]),
    ).toEqual([
      [late!.id, 'vencido', 'Vencido'],
      [soon!.id, 'aberto', 'Aberto'],
      [later!.id, 'aberto', 'Aberto'],
    ]);
    const overdue = await owner.client.get(`/api/receivables?customerId=${customerId}&status=vencido`);
    expect(overdue.body.items.map((r: { id: string }) => r.id)).toEqual([late!.id]);
    const openOnes = await owner.client.get(`/api/receivables?customerId=${customerId}&status=aberto`);
    expect(openOnes.body.items.map((r: { id: string }) => r.id)).toEqual([soon!.id, later!.id]);
    const [y, m, d] = day(0).split('-');
    const period = await owner.client.get(
      `/api/receivables?customerId=${customerId}&from=${d}/${m}/${y}&to=${day(30)}`,
    );
    expect(period.body.items.map((r: { id: string }) => r.id)).toEqual([soon!.id]);
  });

  it('never shows another company’s receivables', async () => {
    const originId = randomUUID();
    const [theirs] = await plan(other, {
      customerId: null,
      originType: 'pdv_sale',
      originId,
      totalCents: 100,
      installments: [{ dueDate: day(1), amountCents: 100 }],
    });
    const mine = await owner.client.get('/api/receivables?pageSize=100');
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain(theirs!.id);
    expect(JSON.stringify(mine.body)).not.toContain(originId);
    const theirList = await other.client.get('/api/receivables');
    expect(theirList.body.items.map((r: { id: string }) => r.id)).toContain(theirs!.id);
  });

  it('explains a bad filter in Portuguese', async () => {
    const res = await owner.client.get(
      '/api/receivables?status=atrasado&customerId=x&from=32/13/2026&page=0',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      status: 'Situação inválida',
      customerId: 'Cliente inválido',
      from: 'Data inicial inválida',
      page: 'Página inválida',
    });
  });

  it('needs the accounts-receivable feature', async () => {
    const member = await addMember(ctx, owner.companyId, 'user', { pdv: { canAccess: true } });
    expect((await member.client.get('/api/receivables')).status).toBe(403);
    const finance = await addMember(ctx, owner.companyId, 'user', {
      'accounts-receivable': { canAccess: true },
    });
    expect((await finance.client.get('/api/receivables')).status).toBe(200);
  });
});
