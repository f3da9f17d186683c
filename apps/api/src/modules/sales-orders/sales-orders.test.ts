import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededProduct, seedProduct } from '../../../test/catalogue-seed.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { queryRows, recordStockMovements } from '../stock/index.ts';
import { asTenant, productItem, variantStock } from '../stock/stock-test-support.ts';

/** part4 §1 'Sales orders': quote → confirm (reserve, receivables) → separate (stock out) → … → cancel. */
let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;
let customerId: string;
let atacadoId: string;
let product: SeededProduct;

const put = (client: TestClient, path: string, body: unknown) => client.request('PUT', path, body);

/** A SKU of the product by colour and size. */
const sku = (p: SeededProduct, colorName: string, size: string) =>
  p.variants.find((v) => v.colorName === colorName && v.size === size)!.id;

async function stockIn(company: SignedUpCompany, lines: [string, number][]) {
  await asTenant(ctx, company, (tx, tenant) =>
    recordStockMovements(tx, tenant, {
      type: 'entrada',
      referenceType: 'production_batch',
      lines: lines.map(([id, q]) => ({ item: productItem(id), quantity: String(q) })),
    }),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, 'Confecção Pedidos A');
  b = await signUpCompany(ctx, 'Confecção Pedidos B');
  product = await seedProduct(ctx.db, a.companyId, {
    name: 'Camisa Linho',
    reference: 'CL-100',
    colorNames: ['Azul', 'Branco'],
    sizes: ['P', 'M', 'G'],
  });
  const table = await a.client.post('/api/price-tables', { name: 'Atacado' });
  atacadoId = table.body.id;
  expect(
    (
      await a.client.post(`/api/price-tables/${atacadoId}/prices`, {
        prices: [{ productId: product.id, priceCents: '89,90' }],
      })
    ).status,
  ).toBe(200);
  const customer = await a.client.post('/api/customers', {
    personType: 'pj',
    name: 'Boutique Aurora',
    priceTableId: atacadoId,
  });
  customerId = customer.body.id;
  await stockIn(a, [
    [sku(product, 'Azul', 'P'), 10],
    [sku(product, 'Azul', 'M'), 10],
    [sku(product, 'Branco', 'G'), 2],
  ]);
});
afterAll(() => ctx.close());

async function newOrder(
  lines: { variantId: string; quantity: number; unitPriceCents?: number }[],
  extra = {},
) {
  const res = await a.client.post('/api/sales-orders', { customerId, lines, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const move = (id: string, status: string) => a.client.post(`/api/sales-orders/${id}/status`, { status });

async function receivablesOf(orderId: string) {
  return runAsSystemForCompany(ctx.db, a.companyId, (tx) =>
    queryRows<{ status: string; amount: string; due: string }>(
      tx,
      sql`select status, amount_cents::text as amount, due_date::text as due from receivables
          where origin_id = ${orderId} order by installment_number`,
    ),
  );
}

describe('sales orders', () => {
  it('creates a quote with the customer table prices, a PV code and history', async () => {
    const order = await newOrder([{ variantId: sku(product, 'Azul', 'P'), quantity: 3 }]);
    expect(order.code).toMatch(/^PV-\d{6}$/);
    expect(order).toMatchObject({
      status: 'orcamento',
      channel: 'pedido',
      priceTable: { id: atacadoId, name: 'Atacado' },
      customer: { id: customerId, name: 'Boutique Aurora' },
      subtotalCents: 26970,
      totalCents: 26970,
      itemCount: 3,
      actions: { edit: true, next: 'confirmado', cancel: true },
    });
    expect(order.lines[0]).toMatchObject({
      sku: expect.any(String),
      colorName: expect.stringContaining('Azul'),
      size: 'P',
      available: 10,
    });
    expect(order.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'orcamento' })]);
    expect(order.installments).toEqual([expect.objectContaining({ number: 1, amountCents: 26970 })]);
  });

  it('saves discounts, freight and 30/60/90 terms; the totals are the domain totals', async () => {
    const order = await newOrder([]);
    const res = await put(a.client, `/api/sales-orders/${order.id}`, {
      customerId,
      priceTableId: atacadoId,
      lines: [
        {
          variantId: sku(product, 'Azul', 'M'),
          quantity: 2,
          unitPriceCents: 10000,
          discount: { kind: 'percent', basisPoints: 1000 },
        },
        { variantId: sku(product, 'Azul', 'P'), quantity: 1 },
      ],
      discount: { kind: 'amount', cents: 990 },
      freightCents: 1500,
      paymentTerms: { kind: 'prazo', days: [30, 60, 90] },
      notes: 'Entregar pela manhã',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 2 × 100,00 − 10% = 180,00; + 89,90 = 269,90; − 9,90 = 260,00; + 15,00 = 275,00.
    expect(res.body).toMatchObject({
      subtotalCents: 28990,
      discountCents: 2990,
      freightCents: 1500,
      totalCents: 27500,
    });
    expect(res.body.installments.map((i: { amountCents: number }) => i.amountCents)).toEqual([
      9168, 9166, 9166,
    ]);
    expect(res.body.lines[0].discount).toEqual({ kind: 'percent', basisPoints: 1000 });
  });

  it('refuses a custom plan that does not add up, negative quantities and prices, with field messages', async () => {
    const order = await newOrder([{ variantId: sku(product, 'Azul', 'P'), quantity: 1 }]);
    const base = {
      customerId,
      priceTableId: atacadoId,
      lines: [{ variantId: sku(product, 'Azul', 'P'), quantity: 1 }],
    };
    const plan = await put(a.client, `/api/sales-orders/${order.id}`, {
      ...base,
      paymentTerms: {
        kind: 'personalizado',
        installments: [
          { dueDate: '2030-01-10', amountCents: 4000 },
          { dueDate: '2030-02-10', amountCents: 4000 },
        ],
      },
    });
    expect(plan.status).toBe(400);
    expect(plan.body.error.fields['paymentTerms.installments']).toMatch(
      /A soma das parcelas .* difere do total do pedido/,
    );
    const negative = await put(a.client, `/api/sales-orders/${order.id}`, {
      ...base,
      lines: [{ variantId: sku(product, 'Azul', 'P'), quantity: -2, unitPriceCents: -5 }],
    });
    expect(negative.status).toBe(400);
    expect(negative.body.error.fields).toMatchObject({
      'lines.0.quantity': 'A quantidade deve ser maior que zero',
      'lines.0.unitPriceCents': 'O preço não pode ser negativo',
    });
    const overDiscount = await put(a.client, `/api/sales-orders/${order.id}`, {
      ...base,
      discount: { kind: 'amount', cents: 999999 },
    });
    expect(overDiscount.status).toBe(400);
    expect(overDiscount.body.error.fields.discount).toBe(
      'O desconto não pode ser maior que o valor dos itens',
    );
    const noCustomer = await a.client.post('/api/sales-orders', { customerId: 'x' });
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.error.fields.customerId).toBe('Selecione o cliente');
  });

  it('confirms with a shortfall, reserves, creates receivables, separates and moves on; cancel after enviado refused', async () => {
    const azulM = sku(product, 'Azul', 'M');
    const brancoG = sku(product, 'Branco', 'G');
    const order = await newOrder(
      [
        { variantId: azulM, quantity: 4 },
        { variantId: brancoG, quantity: 5 },
      ],
      { paymentTerms: { kind: 'prazo', days: [30, 60, 90] } },
    );
    expect(order.shortfall).toEqual([
      expect.objectContaining({
        variantId: brancoG,
        quantity: 3,
        colorName: expect.stringContaining('Branco'),
        size: 'G',
      }),
    ]);

    const confirmed = await move(order.id, 'confirmado');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.lines.map((l: { reserved: number }) => l.reserved)).toEqual([4, 2]);
    expect(confirmed.body.shortfall).toEqual([expect.objectContaining({ variantId: brancoG, quantity: 3 })]);
    expect(confirmed.body.receivables).toHaveLength(3);
    const sum = confirmed.body.receivables.reduce(
      (s: number, r: { amountCents: number }) => s + r.amountCents,
      0,
    );
    expect(sum).toBe(confirmed.body.totalCents);
    expect(confirmed.body.actions).toMatchObject({ edit: false, next: 'separado' });

    // Editing a confirmed order is refused.
    const edit = await put(a.client, `/api/sales-orders/${order.id}`, {
      customerId,
      priceTableId: atacadoId,
      lines: [],
    });
    expect(edit.status).toBe(409);

    // Short: separating is refused with the ledger's message, and nothing moved.
    const short = await move(order.id, 'separado');
    expect(short.status).toBe(409);
    expect(short.body.error.message).toMatch(/Estoque insuficiente/);
    expect(await variantStock(ctx, a.companyId, azulM)).toBe('10.00');

    // 'Gerar ordem de produção' makes one production order with the shortfall grid.
    const produced = await a.client.post(`/api/sales-orders/${order.id}/production-orders`, {});
    expect(produced.status, JSON.stringify(produced.body)).toBe(201);
    expect(produced.body.orders).toEqual([
      expect.objectContaining({ code: expect.stringMatching(/^OP-/), pieces: 3 }),
    ]);
    const op = await a.client.get(`/api/production-orders/${produced.body.orders[0].id}`);
    expect(op.body.cells).toEqual([expect.objectContaining({ size: 'G', ordered: 3 })]);

    // The pieces arrive; separating takes them out ('venda').
    await stockIn(a, [[brancoG, 3]]);
    const separated = await move(order.id, 'separado');
    expect(separated.status, JSON.stringify(separated.body)).toBe(200);
    expect(await variantStock(ctx, a.companyId, azulM)).toBe('6.00');
    expect(await variantStock(ctx, a.companyId, brancoG)).toBe('0.00');
    expect(separated.body.shortfall).toEqual([]);

    for (const status of ['faturado', 'enviado']) expect((await move(order.id, status)).status).toBe(200);
    const cancel = await a.client.post(`/api/sales-orders/${order.id}/cancel`, { reason: 'Desistiu' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.message).toBe('Um pedido enviado não pode ser cancelado.');
    const delivered = await move(order.id, 'entregue');
    expect(delivered.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'orcamento',
      'confirmado',
      'separado',
      'faturado',
      'enviado',
      'entregue',
    ]);
    expect(delivered.body.history[1].userName).toBeTruthy();
    expect(delivered.body.actions).toEqual({ edit: false, next: null, cancel: false });
    // Skipping a step is refused.
    const skip = await move((await newOrder([{ variantId: azulM, quantity: 1 }])).id, 'separado');
    expect(skip.status).toBe(409);
  });

  it('cancelling releases reservations, returns what left the stock and cancels the receivables', async () => {
    const azulP = sku(product, 'Azul', 'P');
    const before = await variantStock(ctx, a.companyId, azulP);
    const reserved = await newOrder([{ variantId: azulP, quantity: 2 }]);
    await move(reserved.id, 'confirmado');
    const noReason = await a.client.post(`/api/sales-orders/${reserved.id}/cancel`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBe('Informe o motivo do cancelamento');
    const cancelled = await a.client.post(`/api/sales-orders/${reserved.id}/cancel`, {
      reason: 'Cliente desistiu',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelado', cancelReason: 'Cliente desistiu' });
    expect(cancelled.body.lines[0].reserved).toBe(0);
    expect((await receivablesOf(reserved.id)).map((r) => r.status)).toEqual(['cancelado']);

    const shipped = await newOrder([{ variantId: azulP, quantity: 3 }]);
    await move(shipped.id, 'confirmado');
    await move(shipped.id, 'separado');
    expect(Number(await variantStock(ctx, a.companyId, azulP))).toBe(Number(before) - 3);
    const back = await a.client.post(`/api/sales-orders/${shipped.id}/cancel`, { reason: 'Erro no pedido' });
    expect(back.status).toBe(200);
    expect(await variantStock(ctx, a.companyId, azulP)).toBe(before);
    const again = await a.client.post(`/api/sales-orders/${shipped.id}/cancel`, { reason: 'De novo' });
    expect(again.status).toBe(409);
  });

  it('lists with filters, search, sorts and totals of the filtered set; exports CSV; prints a PDF', async () => {
    const list = await a.client.get('/api/sales-orders?status=cancelado');
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThanOrEqual(2);
    expect(list.body.items.every((o: { status: string }) => o.status === 'cancelado')).toBe(true);
    expect(list.body.summary).toMatchObject({ count: list.body.total, totalCents: 0 });
    const all = await a.client.get('/api/sales-orders?sort=total&dir=desc&pageSize=100');
    const totals = all.body.items.map((o: { totalCents: number }) => o.totalCents);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    const search = await a.client.get('/api/sales-orders?q=aurora&channel=pedido');
    expect(search.body.total).toBe(all.body.total);
    const first = all.body.items[0];
    const byCode = await a.client.get(`/api/sales-orders?q=${first.code}`);
    expect(byCode.body.items.map((o: { id: string }) => o.id)).toEqual([first.id]);
    const bad = await a.client.get('/api/sales-orders?status=x&from=31/02/2026');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      status: 'Situação inválida',
      from: 'Data inicial inválida',
    });
    const today = new Date().toISOString().slice(0, 10);
    const period = await a.client.get(
      `/api/sales-orders?from=2020-01-01&to=${today}&customerId=${customerId}`,
    );
    expect(period.body.total).toBe(all.body.total);

    const csv = await a.client.get('/api/sales-orders/export?status=cancelado');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(String(csv.body)).toMatch(/Boutique Aurora/);

    const pdf = await fetchRaw(a.client, `/api/sales-orders/${first.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
  });

  it('offers the entry options and quotes SKU prices and stock', async () => {
    const options = await a.client.get('/api/sales-orders/options');
    expect(options.status).toBe(200);
    expect(options.body.customers).toEqual([
      expect.objectContaining({ id: customerId, priceTableId: atacadoId }),
    ]);
    expect(options.body.priceTables.map((t: { name: string }) => t.name)).toEqual(['Varejo', 'Atacado']);
    const entry = options.body.products.find((p: { id: string }) => p.id === product.id);
    expect(entry.variants).toHaveLength(6);
    const quote = await a.client.post('/api/sales-orders/quote', {
      priceTableId: atacadoId,
      variantIds: [sku(product, 'Azul', 'M')],
    });
    expect(quote.body.items).toEqual([
      { variantId: sku(product, 'Azul', 'M'), unitPriceCents: 8990, available: 6 },
    ]);
  });

  it('is found by the command palette by code (or its number) and customer, in its own company only', async () => {
    const order = await newOrder([{ variantId: sku(product, 'Azul', 'P'), quantity: 1 }]);
    const number = String(Number(order.code.slice(3)));
    const found = await a.client.get(`/api/search?q=${number}`);
    const hits = found.body.groups.find((g: { key: string }) => g.key === 'sales-orders').items;
    expect(hits[0]).toMatchObject({ id: order.id, code: order.code, title: 'Boutique Aurora', exact: true });
    const byCustomer = await a.client.get('/api/search?q=aurora');
    expect(byCustomer.body.groups.map((g: { key: string }) => g.key)).toContain('sales-orders');
    const other = await b.client.get(`/api/search?q=${order.code}`);
    expect(other.body.groups).toEqual([]);
  });

  it("keeps companies apart: B neither sees nor touches A's orders, customers or SKUs", async () => {
    const order = await newOrder([{ variantId: sku(product, 'Azul', 'P'), quantity: 1 }]);
    expect((await b.client.get(`/api/sales-orders/${order.id}`)).status).toBe(404);
    expect((await b.client.get(`/api/sales-orders/${order.id}/pdf`)).status).toBe(404);
    expect(
      (await b.client.post(`/api/sales-orders/${order.id}/status`, { status: 'confirmado' })).status,
    ).toBe(404);
    expect((await b.client.post(`/api/sales-orders/${order.id}/cancel`, { reason: 'x' })).status).toBe(404);
    expect((await b.client.post(`/api/sales-orders/${order.id}/production-orders`, {})).status).toBe(404);
    const list = await b.client.get('/api/sales-orders');
    expect(list.body.total).toBe(0);
    const foreignCustomer = await b.client.post('/api/sales-orders', { customerId });
    expect(foreignCustomer.status).toBe(400);
    expect(foreignCustomer.body.error.fields.customerId).toBe('Cliente não encontrado');
    const own = await b.client.post('/api/customers', { personType: 'pf', name: 'Cliente B' });
    const foreignSku = await b.client.post('/api/sales-orders', {
      customerId: own.body.id,
      lines: [{ variantId: sku(product, 'Azul', 'P'), quantity: 1, unitPriceCents: 100 }],
    });
    expect(foreignSku.status).toBe(400);
    expect(foreignSku.body.error.fields['lines.0.variantId']).toBe('Produto (SKU) não encontrado');
    const foreignTable = await b.client.post('/api/sales-orders', {
      customerId: own.body.id,
      priceTableId: atacadoId,
    });
    expect(foreignTable.status).toBe(400);
    expect(foreignTable.body.error.fields.priceTableId).toBe('Tabela de preços não encontrada');
    expect(
      (
        await put(b.client, `/api/sales-orders/${order.id}`, {
          customerId: own.body.id,
          priceTableId: atacadoId,
        })
      ).status,
    ).toBe(404);
    expect(randomUUID()).toBeTruthy();
  });
});

async function fetchRaw(client: TestClient, path: string) {
  const res = await client.get(path);
  return {
    status: res.status,
    headers: res.headers,
    text: typeof res.body === 'string' ? res.body : String(res.body),
  };
}
