import { addDaysToDate, todayInSaoPaulo } from '@alinhavo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProduct } from '../../../test/catalogue-seed.ts';
import { openCashSessionFixture } from '../../../test/fixtures/cash-sessions.ts';
import { insertTestSale, type TestSaleLine } from '../../../test/fixtures/sales-center.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
  usePlan,
} from '../../../test/test-app.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';
import { createReceivables } from '../receivables/index.ts';

let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;
let customerId: string;
let today: string;
const ids: Record<string, string> = {};

/** `day` ('yyyy-MM-dd') at hh:mm:ss in São Paulo (UTC−3). */
const at = (day: string, time: string) => new Date(`${day}T${time}-03:00`);

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, 'Confecção Central');
  b = await signUpCompany(ctx, 'Outra Confecção');
  await usePlan(ctx, a.companyId, 'professional');
  today = todayInSaoPaulo();
  const daysAgo = (n: number) => addDaysToDate(today, -n);

  customerId = (await a.client.post('/api/customers', { personType: 'pj', name: 'Loja Centro Ltda' })).body
    .id;
  const blusa = await seedProduct(ctx.db, a.companyId, {
    reference: 'BLU-001',
    name: 'Blusa Canelada',
    colorNames: ['Preto'],
    sizes: ['P', 'M'],
  });
  const calca = await seedProduct(ctx.db, a.companyId, {
    reference: 'CAL-009',
    name: 'Calça Reta',
    colorNames: ['Azul'],
    sizes: ['G'],
  });
  const [pretoP, pretoM] = blusa.variants;
  const [azulG] = calca.variants;
  const line = (product: { id: string }, variant: { id: string }, quantity: number, unitPriceCents: number) =>
    ({ productId: product.id, variantId: variant.id, quantity, unitPriceCents }) satisfies TestSaleLine;
  const session = await openCashSessionFixture(a.client);

  await runAsTenant(ctx.db, a.companyId, async (tx) => {
    const sale = async (name: string, input: Omit<Parameters<typeof insertTestSale>[2], 'code'>) => {
      ids[name] = await insertTestSale(tx, a.companyId, { ...input, code: name });
    };
    // Today: an order with discount and freight, a PDV sale, a cancelled order and a quote (neither counts).
    await sale('PV-000001', {
      channel: 'pedido',
      customerId,
      customerName: 'Loja Centro Ltda',
      issuedAt: at(today, '00:00:10'),
      discountCents: 1000,
      freightCents: 500,
      lines: [line(blusa, pretoP!, 3, 5000), line(blusa, pretoM!, 2, 5000)],
    });
    await sale('PDV-000001', {
      channel: 'pdv',
      cashSessionId: session,
      issuedAt: at(today, '00:00:05'),
      lines: [line(calca, azulG!, 1, 8000)],
    });
    await sale('PV-000002', {
      channel: 'pedido',
      status: 'cancelado',
      customerId,
      issuedAt: at(today, '00:00:08'),
      lines: [line(blusa, pretoP!, 10, 5000)],
    });
    await sale('PV-000003', {
      channel: 'pedido',
      status: 'orcamento',
      customerId,
      issuedAt: at(today, '00:00:03'),
      lines: [line(blusa, pretoM!, 4, 5000)],
    });
    // Yesterday, a second before midnight in São Paulo: yesterday's, not today's.
    await sale('PDV-000002', {
      channel: 'pdv',
      cashSessionId: session,
      issuedAt: at(daysAgo(1), '23:59:59'),
      lines: [line(blusa, pretoP!, 2, 5000)],
    });
    await sale('PV-000004', {
      channel: 'pedido',
      status: 'confirmado',
      customerId,
      customerName: 'Loja Centro Ltda',
      issuedAt: at(daysAgo(3), '15:30:00'),
      lines: [line(calca, azulG!, 5, 8000)],
    });
    // The previous 7 days.
    await sale('PV-000005', {
      channel: 'pedido',
      issuedAt: at(daysAgo(10), '09:00:00'),
      lines: [line(blusa, pretoM!, 1, 5000)],
    });
    await createReceivables(tx, {
      customerId,
      originType: 'sales_order',
      originId: ids['PV-000004']!,
      totalCents: 40000,
      installments: [
        { dueDate: daysAgo(1), amountCents: 20000 },
        { dueDate: addDaysToDate(today, 29), amountCents: 20000 },
      ],
    });
  });
});
afterAll(() => ctx.close());

const zero = { revenueCents: 0, salesCount: 0, averageTicketCents: 0, pieces: 0, itemsPerSale: 0 };

describe('GET /api/sales-center/summary', () => {
  it("counts today's sales of every channel against yesterday's, leaving quotes and cancelled ones out", async () => {
    const res = await a.client.get('/api/sales-center/summary?period=hoje');
    expect(res.status).toBe(200);
    const yesterday = addDaysToDate(today, -1);
    expect(res.body.period).toEqual({ from: today, to: today });
    expect(res.body.previousPeriod).toEqual({ from: yesterday, to: yesterday });
    expect(res.body.total).toEqual({
      current: { revenueCents: 32500, salesCount: 2, averageTicketCents: 16250, pieces: 6, itemsPerSale: 3 },
      previous: { revenueCents: 10000, salesCount: 1, averageTicketCents: 10000, pieces: 2, itemsPerSale: 2 },
    });
    expect(res.body.channels).toEqual([
      {
        channel: 'pdv',
        label: 'PDV',
        current: { revenueCents: 8000, salesCount: 1, averageTicketCents: 8000, pieces: 1, itemsPerSale: 1 },
        previous: {
          revenueCents: 10000,
          salesCount: 1,
          averageTicketCents: 10000,
          pieces: 2,
          itemsPerSale: 2,
        },
      },
      {
        channel: 'pedido',
        label: 'Pedidos',
        current: {
          revenueCents: 24500,
          salesCount: 1,
          averageTicketCents: 24500,
          pieces: 5,
          itemsPerSale: 5,
        },
        previous: zero,
      },
      { channel: 'mercado_livre', label: 'Mercado Livre', current: zero, previous: zero },
    ]);
  });

  it('compares 7 days with the 7 before, and a custom range with as many days before it', async () => {
    const week = (await a.client.get('/api/sales-center/summary?period=7dias')).body;
    expect(week.period).toEqual({ from: addDaysToDate(today, -6), to: today });
    expect(week.total).toEqual({
      current: {
        revenueCents: 82500,
        salesCount: 4,
        averageTicketCents: 20625,
        pieces: 13,
        itemsPerSale: 3.3,
      },
      previous: { revenueCents: 5000, salesCount: 1, averageTicketCents: 5000, pieces: 1, itemsPerSale: 1 },
    });
    const from = addDaysToDate(today, -3);
    const custom = (
      await a.client.get(
        `/api/sales-center/summary?period=personalizado&from=${from}&to=${addDaysToDate(today, -1)}`,
      )
    ).body;
    expect(custom.period).toEqual({ from, to: addDaysToDate(today, -1) });
    expect(custom.previousPeriod).toEqual({ from: addDaysToDate(today, -6), to: addDaysToDate(today, -4) });
    expect(custom.total.current).toEqual({
      revenueCents: 50000,
      salesCount: 2,
      averageTicketCents: 25000,
      pieces: 7,
      itemsPerSale: 3.5,
    });
    expect(custom.total.previous).toEqual(zero);
    // Dates as typed on the screen (dd/MM/yyyy) are taken too.
    const [y, m, d] = from.split('-');
    const typed = await a.client.get(
      `/api/sales-center/summary?period=personalizado&from=${d}/${m}/${y}&to=${from}`,
    );
    expect(typed.body.total.current.salesCount).toBe(1);
  });

  it('refuses an inverted range, a range over a year, a custom period without dates and an unknown period', async () => {
    const inverted = await a.client.get(
      `/api/sales-center/summary?period=personalizado&from=${today}&to=${addDaysToDate(today, -1)}`,
    );
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.fields).toEqual({ to: 'A data final deve ser igual ou posterior à inicial' });
    const long = await a.client.get(
      `/api/sales-center/summary?period=personalizado&from=${addDaysToDate(today, -366)}&to=${today}`,
    );
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ to: 'O período pode ter no máximo 1 ano' });
    const year = await a.client.get(
      `/api/sales-center/summary?period=personalizado&from=${addDaysToDate(today, -365)}&to=${today}`,
    );
    expect(year.status).toBe(200);
    const missing = await a.client.get('/api/sales-center/products?period=personalizado');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({
      from: 'Informe a data inicial',
      to: 'Informe a data final',
    });
    const bad = await a.client.get('/api/sales-center/summary?period=ano&from=31/02/2026');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ period: 'Período inválido', from: 'Data inicial inválida' });
  });
});

describe('GET /api/sales-center/products', () => {
  it('ranks products and SKUs by pieces and revenue, and sums colours and sizes', async () => {
    const res = await a.client.get('/api/sales-center/products?period=7dias');
    expect(res.status).toBe(200);
    const body = res.body;
    expect(
      body.byPieces.map((p: { reference: string; pieces: number; revenueCents: number }) => [
        p.reference,
        p.pieces,
        p.revenueCents,
      ]),
    ).toEqual([
      ['BLU-001', 7, 35000],
      ['CAL-009', 6, 48000],
    ]);
    expect(body.byRevenue.map((p: { reference: string }) => p.reference)).toEqual(['CAL-009', 'BLU-001']);
    expect(
      body.skus.map(
        (s: { name: string; colorName: string; size: string; pieces: number; revenueCents: number }) => [
          s.name,
          s.colorName.split(' ')[0],
          s.size,
          s.pieces,
          s.revenueCents,
        ],
      ),
    ).toEqual([
      ['Calça Reta', 'Azul', 'G', 6, 48000],
      ['Blusa Canelada', 'Preto', 'P', 5, 25000],
      ['Blusa Canelada', 'Preto', 'M', 2, 10000],
    ]);
    expect(
      body.colors.map((c: { colorName: string; pieces: number }) => [c.colorName.split(' ')[0], c.pieces]),
    ).toEqual([
      ['Preto', 7],
      ['Azul', 6],
    ]);
    expect(body.sizes).toEqual([
      { size: 'G', pieces: 6, revenueCents: 48000 },
      { size: 'P', pieces: 5, revenueCents: 25000 },
      { size: 'M', pieces: 2, revenueCents: 10000 },
    ]);
    const empty = (
      await a.client.get(`/api/sales-center/products?period=personalizado&from=2020-01-01&to=2020-01-31`)
    ).body;
    expect(empty).toMatchObject({ byPieces: [], byRevenue: [], skus: [], colors: [], sizes: [] });
  });
});

describe('GET /api/sales-center/recent', () => {
  it('lists the latest sales of every channel, newest first, quotes left out and cancelled ones shown', async () => {
    const res = await a.client.get('/api/sales-center/recent?limit=5');
    expect(res.status).toBe(200);
    expect(
      res.body.items.map((s: { code: string; channel: string; status: string }) => [
        s.code,
        s.channel,
        s.status,
      ]),
    ).toEqual([
      ['PV-000001', 'pedido', 'entregue'],
      ['PV-000002', 'pedido', 'cancelado'],
      ['PDV-000001', 'pdv', 'entregue'],
      ['PDV-000002', 'pdv', 'entregue'],
      ['PV-000004', 'pedido', 'confirmado'],
    ]);
    expect(res.body.items[0]).toMatchObject({
      id: ids['PV-000001'],
      customerName: 'Loja Centro Ltda',
      totalCents: 24500,
      itemCount: 5,
      issuedAt: at(today, '00:00:10').toISOString(),
    });
    expect((await a.client.get('/api/sales-center/recent?limit=51')).status).toBe(400);
  });
});

describe('GET /api/customers/:id/sales', () => {
  it("sums the customer's counted sales and lists its latest orders and open installments", async () => {
    const res = await a.client.get(`/api/customers/${customerId}/sales`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      salesCount: 2,
      totalBoughtCents: 64500,
      averageTicketCents: 32250,
      lastPurchaseAt: at(today, '00:00:10').toISOString(),
    });
    expect(res.body.recent.map((s: { code: string }) => s.code)).toEqual([
      'PV-000001',
      'PV-000002',
      'PV-000003',
      'PV-000004',
    ]);
    expect(res.body.openReceivables.openCents).toBe(40000);
    expect(res.body.openReceivables.overdueCents).toBe(20000);
    expect(
      res.body.openReceivables.items.map(
        (i: { originCode: string; installmentNumber: number; status: string }) => [
          i.originCode,
          i.installmentNumber,
          i.status,
        ],
      ),
    ).toEqual([
      ['PV-000004', 1, 'vencido'],
      ['PV-000004', 2, 'aberto'],
    ]);
  });

  it('answers a customer without sales with zeros, and another company’s customer with 404', async () => {
    const other = (await a.client.post('/api/customers', { personType: 'pf', name: 'Sem Compras' })).body;
    const res = await a.client.get(`/api/customers/${other.id}/sales`);
    expect(res.body).toEqual({
      salesCount: 0,
      totalBoughtCents: 0,
      averageTicketCents: 0,
      lastPurchaseAt: null,
      recent: [],
      openReceivables: { openCents: 0, overdueCents: 0, items: [] },
    });
    const cross = await b.client.get(`/api/customers/${customerId}/sales`);
    expect(cross.status).toBe(404);
    expect((await a.client.get('/api/customers/nao-e-um-id/sales')).status).toBe(404);
  });
});

describe('another company', () => {
  it("sees none of the company's sales", async () => {
    const summary = (await b.client.get('/api/sales-center/summary?period=7dias')).body;
    expect(summary.total).toEqual({ current: zero, previous: zero });
    expect((await b.client.get('/api/sales-center/products?period=7dias')).body.skus).toEqual([]);
    expect((await b.client.get('/api/sales-center/recent')).body.items).toEqual([]);
  });
});
