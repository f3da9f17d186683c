import { randomUUID } from 'node:crypto';
import { decodePixPayload, formatBRL } from '@alinhavo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCashSessionFixture } from '../../../test/fixtures/cash-sessions.ts';
import { stockedProductFixture } from '../../../test/fixtures/pdv-sales.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
  usePlan,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { queryRows } from '../stock/index.ts';

/**
 * Issue 15 item 4: the PDV sale. Through the real request path; on PostgreSQL (DATABASE_URL) the parallel sales
 * truly overlap on the pool's connections, on PGlite the one connection serialises them and the same assertions hold.
 */
let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Loja PDV');
  other = await signUpCompany(ctx, 'Loja Vizinha');
  await usePlan(ctx, owner.companyId, 'professional');
  await usePlan(ctx, other.companyId, 'professional');
  await openCashSessionFixture(owner.client);
});
afterAll(() => ctx.close());

const sell = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/pdv/sales', { idempotencyKey: randomUUID(), ...body });

async function catalogueItem(client: TestClient, variantId: string) {
  const res = await client.get('/api/pdv/catalogue');
  expect(res.status).toBe(200);
  return res.body.items.find((item: { id: string }) => item.id === variantId);
}

async function currentSession(client: TestClient) {
  return (await client.get('/api/cash-sessions/current')).body.session;
}

describe('PDV catalogue', () => {
  it('lists every active SKU with barcode, price of the default table and available stock', async () => {
    const product = await stockedProductFixture(owner.client, 'cat', { priceCents: 7990, stock: 4 });
    const item = await catalogueItem(owner.client, product.variants[0]!.id);
    expect(item).toMatchObject({ sku: product.variants[0]!.sku, price: 7990, stock: 4 });
    expect(item.ean).toMatch(/^\d{13}$/);
    const res = await owner.client.get('/api/pdv/catalogue');
    expect(res.body.priceTableName).toBe('Varejo');
    expect(res.body.maxDiscountBasisPoints).toBeNull();
    // Cacheable: the same catalogue asked again with its ETag answers 304 without a body.
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(
      (await owner.client.request('GET', '/api/pdv/catalogue', undefined, { 'if-none-match': etag })).status,
    ).toBe(304);
    // Another company never sees these SKUs.
    expect(await catalogueItem(other.client, product.variants[0]!.id)).toBeUndefined();
  });

  it('gives the PIX receiver once the sales settings have one, and is for PDV users only', async () => {
    const settings = await owner.client.request('PUT', '/api/sales-settings', {
      pixKeyType: 'email',
      pixKey: 'caixa@lojapdv.com.br',
      merchantName: 'Loja PDV',
      merchantCity: 'Sao Paulo',
      maxDiscountPercent: '5',
      lateInterestMonthlyPercent: '1',
      lateFinePercent: '2',
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const res = await owner.client.get('/api/pdv/catalogue');
    expect(res.body.pix).toEqual({
      key: 'caixa@lojapdv.com.br',
      merchantName: 'Loja PDV',
      merchantCity: 'Sao Paulo',
    });
    const stranger = await addMember(ctx, owner.companyId, 'user', { products: { canAccess: true } });
    expect((await stranger.client.get('/api/pdv/catalogue')).status).toBe(403);
    const cashier = await addMember(ctx, owner.companyId, 'user', {
      pdv: { canAccess: true, canWrite: true },
    });
    const limited = await cashier.client.get('/api/pdv/catalogue');
    expect(limited.status).toBe(200);
    expect(limited.body.maxDiscountBasisPoints).toBe(500);
  });
});

describe('PDV sale', () => {
  it('sells in one transaction: stock out, session money with change, payments, history, PDV code', async () => {
    const product = await stockedProductFixture(owner.client, 'venda', { priceCents: 5000, stock: 5 });
    const a = product.variants[0]!;
    const b = product.variants[1]!;
    const before = await currentSession(owner.client);
    const res = await sell(owner.client, {
      lines: [
        { variantId: a.id, quantity: 2 },
        { variantId: b.id, quantity: 1, discount: { kind: 'amount', cents: 200 } },
      ],
      customerDocument: '529.982.247-25',
      payments: [
        { method: 'pix', amountCents: 4000 },
        { method: 'dinheiro', amountCents: 12000 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      code: expect.stringMatching(/^PDV-\d{6}$/),
      status: 'entregue',
      subtotalCents: 14800,
      discountCents: 0,
      totalCents: 14800,
      itemCount: 3,
      changeCents: 1200,
      customerDocument: '52998224725',
      sessionId: before.id,
    });
    expect(res.body.payments).toEqual([
      expect.objectContaining({ method: 'dinheiro', amountCents: 10800, changeCents: 1200 }),
      expect.objectContaining({ method: 'pix', amountCents: 4000, changeCents: 0 }),
    ]);
    expect((await catalogueItem(owner.client, a.id)).stock).toBe(3);
    expect((await catalogueItem(owner.client, b.id)).stock).toBe(4);
    const after = await currentSession(owner.client);
    const method = (session: any, m: string) =>
      session.methods.find((row: { method: string }) => row.method === m).expectedCents;
    expect(method(after, 'dinheiro') - method(before, 'dinheiro')).toBe(10800);
    expect(method(after, 'pix') - method(before, 'pix')).toBe(4000);
    const history = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      queryRows<{ to_status: string }>(
        tx,
        sql`select to_status from sales_order_status_history where order_id = ${res.body.id}`,
      ),
    );
    expect(history).toEqual([{ to_status: 'entregue' }]);
    const read = await owner.client.get(`/api/pdv/sales/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
    const list = await owner.client.get(`/api/cash-sessions/${before.id}/sales`);
    expect(list.body.items.map((s: { id: string }) => s.id)).toContain(res.body.id);
  });

  it('answers a replayed key with the first sale and stores nothing twice, also when they arrive together', async () => {
    const product = await stockedProductFixture(owner.client, 'replay', { priceCents: 1000, stock: 10 });
    const body = {
      idempotencyKey: randomUUID(),
      lines: [{ variantId: product.variants[0]!.id, quantity: 1 }],
      payments: [{ method: 'debito', amountCents: 1000 }],
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => owner.client.post('/api/pdv/sales', body)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const again = await owner.client.post('/api/pdv/sales', body);
    expect(again.body.id).toBe(results[0]!.body.id);
    expect((await catalogueItem(owner.client, product.variants[0]!.id)).stock).toBe(9);
    const rows = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sales_orders where idempotency_key = ${body.idempotencyKey}`,
      ),
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses bad input: negative quantity, payments not adding up, unknown SKU, no open session', async () => {
    const product = await stockedProductFixture(owner.client, 'ruim', { priceCents: 1000, stock: 3 });
    const variantId = product.variants[0]!.id;
    const negative = await sell(owner.client, {
      lines: [{ variantId, quantity: -1 }],
      payments: [{ method: 'pix', amountCents: 1000 }],
    });
    expect(negative.status).toBe(400);
    expect(negative.body.error.fields['lines.0.quantity']).toBeTruthy();
    const short = await sell(owner.client, {
      lines: [{ variantId, quantity: 1 }],
      payments: [{ method: 'pix', amountCents: 999 }],
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.payments).toBe(`Faltam ${formatBRL(1)} para completar o pagamento`);
    const over = await sell(owner.client, {
      lines: [{ variantId, quantity: 1 }],
      payments: [{ method: 'credito', amountCents: 1500, installments: 3 }],
    });
    expect(over.status).toBe(400);
    const noKey = await owner.client.post('/api/pdv/sales', {
      lines: [{ variantId, quantity: 1 }],
      payments: [{ method: 'pix', amountCents: 1000 }],
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.fields.idempotencyKey).toBeTruthy();
    const tooMany = await sell(owner.client, {
      lines: [{ variantId, quantity: 4 }],
      payments: [{ method: 'pix', amountCents: 4000 }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toMatch(/^Estoque insuficiente/);
    // Another company's SKU is not found here.
    const foreign = await sell(other.client, {
      lines: [{ variantId, quantity: 1 }],
      payments: [{ method: 'pix', amountCents: 1000 }],
    });
    expect(foreign.status).toBe(409);
    expect(foreign.body.error.message).toBe('Caixa fechado: abra o caixa para vender.');
    await openCashSessionFixture(other.client);
    const foreignOpen = await sell(other.client, {
      lines: [{ variantId, quantity: 1 }],
      payments: [{ method: 'pix', amountCents: 1000 }],
    });
    expect(foreignOpen.status).toBe(400);
    expect(foreignOpen.body.error.fields['lines.0.variantId']).toBe('Produto não encontrado ou inativo');
    expect((await catalogueItem(owner.client, variantId)).stock).toBe(3);
  });

  it('takes no sale into a closed session', async () => {
    const seller = await addMember(ctx, owner.companyId, 'user', {
      pdv: { canAccess: true, canWrite: true },
    });
    const product = await stockedProductFixture(owner.client, 'fechado', { priceCents: 1000, stock: 3 });
    const register = await owner.client.post('/api/cash-registers', {
      name: `Caixa ${randomUUID().slice(0, 6)}`,
    });
    const session = await seller.client.post('/api/cash-sessions', {
      registerId: register.body.id,
      openingFloatCents: 0,
    });
    const closed = await seller.client.post(`/api/cash-sessions/${session.body.id}/close`, {
      counted: { dinheiro: 0, pix: 0, credito: 0, debito: 0, fiado: 0 },
    });
    expect(closed.status).toBe(200);
    const res = await sell(seller.client, {
      sessionId: session.body.id,
      lines: [{ variantId: product.variants[0]!.id, quantity: 1 }],
      payments: [{ method: 'pix', amountCents: 1000 }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Esta venda é de outro caixa, que já não está aberto.');
    const none = await sell(seller.client, {
      lines: [{ variantId: product.variants[0]!.id, quantity: 1 }],
      payments: [{ method: 'pix', amountCents: 1000 }],
    });
    expect(none.status).toBe(409);
  });

  it('sells fiado to a known customer within the credit limit, refusing beyond it', async () => {
    const customer = await owner.client.post('/api/customers', {
      personType: 'pf',
      name: 'Marta Fiado',
      creditLimitCents: 3000,
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
    const product = await stockedProductFixture(owner.client, 'fiado', { priceCents: 2000, stock: 5 });
    const variantId = product.variants[0]!.id;
    const anonymous = await sell(owner.client, {
      lines: [{ variantId, quantity: 1 }],
      payments: [{ method: 'fiado', amountCents: 2000 }],
    });
    expect(anonymous.status).toBe(400);
    const first = await sell(owner.client, {
      customerId: customer.body.id,
      lines: [{ variantId, quantity: 1 }],
      payments: [{ method: 'fiado', amountCents: 2000 }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.customerName).toBe('Marta Fiado');
    const owed = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      queryRows<{ amount_cents: string; origin_type: string }>(
        tx,
        sql`select amount_cents::text, origin_type from receivables where origin_id = ${first.body.id}`,
      ),
    );
    expect(owed).toEqual([{ amount_cents: '2000', origin_type: 'pdv_sale' }]);
    const second = await sell(owner.client, {
      customerId: customer.body.id,
      lines: [{ variantId, quantity: 1 }],
      payments: [{ method: 'fiado', amountCents: 2000 }],
    });
    expect(second.status).toBe(400);
    expect(second.body.error.message).toBe(`Limite de crédito insuficiente: disponível ${formatBRL(1000)}`);
    // Another company cannot name this customer.
    const foreign = await sell(other.client, {
      customerId: customer.body.id,
      lines: [{ variantId, quantity: 1 }],
      payments: [{ method: 'pix', amountCents: 2000 }],
    });
    expect(foreign.status).toBe(400);
  });

  it('needs the discount permission above the company limit', async () => {
    const product = await stockedProductFixture(owner.client, 'desconto', { priceCents: 10000, stock: 5 });
    const variantId = product.variants[0]!.id;
    const cashier = await addMember(ctx, owner.companyId, 'user', {
      pdv: { canAccess: true, canWrite: true },
    });
    await openCashSessionFixture(cashier.client).catch(async () => {
      const register = await owner.client.post('/api/cash-registers', {
        name: `Caixa ${randomUUID().slice(0, 6)}`,
      });
      await cashier.client.post('/api/cash-sessions', { registerId: register.body.id, openingFloatCents: 0 });
    });
    const within = await sell(cashier.client, {
      lines: [{ variantId, quantity: 1 }],
      discount: { kind: 'percent', basisPoints: 500 },
      payments: [{ method: 'pix', amountCents: 9500 }],
    });
    expect(within.status, JSON.stringify(within.body)).toBe(201);
    expect(within.body.discountCents).toBe(500);
    const beyond = await sell(cashier.client, {
      lines: [{ variantId, quantity: 1 }],
      discount: { kind: 'amount', cents: 1000 },
      payments: [{ method: 'pix', amountCents: 9000 }],
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.error.message).toMatch(/^Desconto acima do limite/);
    const byOwner = await sell(owner.client, {
      lines: [{ variantId, quantity: 1 }],
      discount: { kind: 'amount', cents: 1000 },
      payments: [{ method: 'pix', amountCents: 9000 }],
    });
    expect(byOwner.status).toBe(201);
  });

  it('lets exactly 10 of 50 simultaneous sales take the last 10 pieces, the others with the ledger message', async () => {
    const product = await stockedProductFixture(owner.client, 'corrida', { priceCents: 1000, stock: 10 });
    const variantId = product.variants[0]!.id;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        sell(owner.client, {
          lines: [{ variantId, quantity: 1 }],
          payments: [{ method: 'dinheiro', amountCents: 1000 }],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(40);
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(
        /^Estoque insuficiente para REF-.* Produto corrida .*Disponível: 0,00, Necessário: 1,00$/,
      );
    }
    expect((await catalogueItem(owner.client, variantId)).stock).toBe(0);
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.code)).size).toBe(10);
  });
});

describe('PDV returns', () => {
  it('puts pieces back into stock and refunds their share in cash from the open session', async () => {
    const product = await stockedProductFixture(owner.client, 'troca', { priceCents: 3000, stock: 5 });
    const variantId = product.variants[0]!.id;
    const sale = await sell(owner.client, {
      lines: [{ variantId, quantity: 3 }],
      discount: { kind: 'amount', cents: 300 },
      payments: [{ method: 'dinheiro', amountCents: 8700 }],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const before = await currentSession(owner.client);
    const lineId = sale.body.lines[0].id;
    const res = await owner.client.post(`/api/pdv/sales/${sale.body.id}/returns`, {
      lines: [{ lineId, quantity: 1 }],
      reason: 'Tamanho errado',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.refundCents).toBe(2900);
    expect(res.body.sale.lines[0].returnedQuantity).toBe(1);
    expect(res.body.sale.returnedCents).toBe(2900);
    expect((await catalogueItem(owner.client, variantId)).stock).toBe(3);
    const after = await currentSession(owner.client);
    const cash = (s: any) => s.methods.find((m: { method: string }) => m.method === 'dinheiro').expectedCents;
    expect(cash(before) - cash(after)).toBe(2900);
    const beyond = await owner.client.post(`/api/pdv/sales/${sale.body.id}/returns`, {
      lines: [{ lineId, quantity: 3 }],
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.fields['lines.0.quantity']).toBe(
      'A devolução passa do que foi vendido neste item',
    );
    const rest = await owner.client.post(`/api/pdv/sales/${sale.body.id}/returns`, {
      lines: [{ lineId, quantity: 2 }],
    });
    expect(rest.body.refundCents).toBe(5800);
    // Another company cannot see or return this sale.
    expect((await other.client.get(`/api/pdv/sales/${sale.body.id}`)).status).toBe(404);
    const foreign = await other.client.post(`/api/pdv/sales/${sale.body.id}/returns`, {
      lines: [{ lineId, quantity: 1 }],
    });
    expect(foreign.status).toBe(404);
    expect((await other.client.get(`/api/cash-sessions/${before.id}/sales`)).status).toBe(404);
  });
});

describe('PIX payload from the catalogue settings', () => {
  it('is decodable with the amount and key', async () => {
    const { buildPixPayload } = await import('@alinhavo/domain');
    const built = buildPixPayload({
      key: 'caixa@lojapdv.com.br',
      merchantName: 'Loja PDV',
      merchantCity: 'Sao Paulo',
      amountCents: 4000,
    });
    expect(built.ok).toBe(true);
    if (built.ok)
      expect(decodePixPayload(built.payload)).toMatchObject({ ok: true, value: { amountCents: 4000 } });
  });
});
