import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededProduct, seedProduct } from '../../../test/catalogue-seed.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { pgErrorOf } from '../../platform/db/pg-errors.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { recordStockMovements } from './ledger.service.ts';
import { availableStock, releaseReservations, reserveStock, shipReserved } from './reservations.service.ts';
import { RETURN_BEYOND_SOLD, returnToStock, sellFromStock } from './sales-stock.service.ts';
import { queryRows } from './sql-rows.ts';
import { asTenant, productItem, variantStock } from './stock-test-support.ts';

/**
 * Issue 15: finished stock per SKU for sales. Available = on hand − reserved; orders reserve, ship and release;
 * the PDV sells from available stock only. On PostgreSQL (DATABASE_URL) the parallel sales truly overlap on the
 * pool's connections; on PGlite the one connection serialises them and the same assertions hold.
 */
let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Vendas');
  other = await signUpCompany(ctx, 'Confecção Vizinha');
});
afterAll(() => ctx.close());

type Work = (tx: Tx, tenant: TenantContext) => Promise<unknown>;

const order = () => ({ referenceType: 'sales_order', referenceId: randomUUID() });
const sale = () => ({ referenceType: 'pdv_sale', referenceId: randomUUID() });

async function stocked(
  company: SignedUpCompany,
  quantities: number[],
  options: { reference?: string } = {},
): Promise<{ product: SeededProduct; ids: string[] }> {
  const sizes = ['P', 'M', 'G', 'GG'].slice(0, quantities.length);
  const product = await seedProduct(ctx.db, company.companyId, {
    name: 'Camiseta',
    reference: options.reference ?? `CV-${randomUUID().slice(0, 6).toUpperCase()}`,
    colorNames: ['Azul'],
    sizes,
  });
  const ids = product.variants.map((v) => v.id);
  const lines = quantities
    .map((quantity, index) => ({ item: productItem(ids[index]!), quantity: String(quantity) }))
    .filter((line) => line.quantity !== '0');
  if (lines.length) {
    await asTenant(ctx, company, (tx, tenant) =>
      recordStockMovements(tx, tenant, { type: 'entrada', referenceType: 'production_batch', lines }),
    );
  }
  return { product, ids };
}

async function fails(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const available = (company: SignedUpCompany, ids: string[]) =>
  asTenant(ctx, company, (tx, tenant) => availableStock(tx, tenant, ids));

async function reservations(companyId: string, referenceId: string) {
  return runAsSystemForCompany(ctx.db, companyId, (tx) =>
    queryRows<{ variant: string; quantity: string; state: string }>(
      tx,
      sql`select product_variant_id::text as variant, quantity::text as quantity, state from stock_reservations
          where reference_id = ${referenceId} order by product_variant_id, state`,
    ),
  );
}

async function movements(companyId: string, referenceId: string) {
  return runAsSystemForCompany(ctx.db, companyId, (tx) =>
    queryRows<{ type: string; variant: string; quantity: string; balance_after: string }>(
      tx,
      sql`select type, product_variant_id::text as variant, quantity::text as quantity,
                 balance_after::text as balance_after
          from stock_movements where reference_id = ${referenceId} order by created_at, id`,
    ),
  );
}

describe('availability and reservations', () => {
  it('reserves what is available per SKU and answers the shortfall', async () => {
    const { ids, product } = await stocked(owner, [10, 2, 0]);
    const [p, m, g] = ids as [string, string, string];
    const a = order();
    const first = await asTenant(ctx, owner, (tx, tenant) =>
      reserveStock(tx, tenant, { ...a, lines: [{ variantId: p, quantity: 3 }] }),
    );
    expect(first).toEqual({
      lines: [{ variantId: p, requested: 3, reserved: 3, shortfall: 0 }],
      shortfall: [],
    });
    expect(await available(owner, [p])).toEqual([
      { variantId: p, onHand: '10.00', reserved: '3.00', available: '7.00' },
    ]);

    const b = order();
    // Two lines of one SKU add up: 5 + 4 asked, 7 left to reserve.
    const second = await asTenant(ctx, owner, (tx, tenant) =>
      reserveStock(tx, tenant, {
        ...b,
        lines: [
          { variantId: p, quantity: 5 },
          { variantId: m, quantity: 3 },
          { variantId: p.toUpperCase(), quantity: 4 },
          { variantId: g, quantity: 6 },
        ],
      }),
    );
    expect(second.lines).toEqual([
      { variantId: p, requested: 5, reserved: 5, shortfall: 0 },
      { variantId: m, requested: 3, reserved: 2, shortfall: 1 },
      { variantId: p, requested: 4, reserved: 2, shortfall: 2 },
      { variantId: g, requested: 6, reserved: 0, shortfall: 6 },
    ]);
    expect(second.shortfall).toEqual([
      { variantId: m, quantity: 1 },
      { variantId: p, quantity: 2 },
      { variantId: g, quantity: 6 },
    ]);
    expect(await available(owner, [g, p, m, p])).toEqual(
      [
        { variantId: p, onHand: '10.00', reserved: '10.00', available: '0.00' },
        { variantId: m, onHand: '2.00', reserved: '2.00', available: '0.00' },
        { variantId: g, onHand: '0.00', reserved: '0.00', available: '0.00' },
      ].sort((x, y) => x.variantId.localeCompare(y.variantId)),
    );
    expect(await reservations(owner.companyId, b.referenceId)).toEqual(
      [
        { variant: p, quantity: '7.00', state: 'ativa' },
        { variant: m, quantity: '2.00', state: 'ativa' },
      ].sort((x, y) => x.variant.localeCompare(y.variant)),
    );

    // Reserved stock is not sellable: the PDV gets the ledger's message with what is available.
    const refused = await fails(
      asTenant(ctx, owner, (tx, tenant) =>
        sellFromStock(tx, tenant, { ...sale(), lines: [{ variantId: p, quantity: 1 }] }),
      ),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      `Estoque insuficiente para ${product.reference} Camiseta ${await colour(p)} P. Disponível: 0,00, Necessário: 1,00`,
    );

    // Reserving more for the same order adds to its reservation once stock is freed.
    await asTenant(ctx, owner, (tx, tenant) => releaseReservations(tx, tenant, a));
    const more = await asTenant(ctx, owner, (tx, tenant) =>
      reserveStock(tx, tenant, { ...b, lines: [{ variantId: p, quantity: 2 }] }),
    );
    expect(more.shortfall).toEqual([]);
    expect(await reservations(owner.companyId, b.referenceId)).toContainEqual({
      variant: p,
      quantity: '9.00',
      state: 'ativa',
    });
    expect(await available(owner, [p])).toMatchObject([{ reserved: '9.00', available: '1.00' }]);
    expect(await variantStock(ctx, owner.companyId, p)).toBe('10.00');
  });

  it('releases an order’s reservations once, and the stock becomes sellable', async () => {
    const { ids } = await stocked(owner, [4, 4]);
    const [p, m] = ids as [string, string];
    const a = order();
    await asTenant(ctx, owner, (tx, tenant) =>
      reserveStock(tx, tenant, {
        ...a,
        lines: [
          { variantId: p, quantity: 4 },
          { variantId: m, quantity: 1 },
        ],
      }),
    );
    const released = await asTenant(ctx, owner, (tx, tenant) => releaseReservations(tx, tenant, a));
    expect(released).toEqual(
      [
        { variantId: p, quantity: '4.00' },
        { variantId: m, quantity: '1.00' },
      ].sort((x, y) => x.variantId.localeCompare(y.variantId)),
    );
    expect(await asTenant(ctx, owner, (tx, tenant) => releaseReservations(tx, tenant, a))).toEqual([]);
    expect((await reservations(owner.companyId, a.referenceId)).map((r) => r.state)).toEqual([
      'liberada',
      'liberada',
    ]);
    expect(await available(owner, [p])).toMatchObject([{ reserved: '0.00', available: '4.00' }]);
    await asTenant(ctx, owner, (tx, tenant) =>
      sellFromStock(tx, tenant, { ...sale(), lines: [{ variantId: p, quantity: 4 }] }),
    );
    expect(await variantStock(ctx, owner.companyId, p)).toBe('0.00');
  });
});

async function colour(variantId: string): Promise<string> {
  return runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
    const [row] = await queryRows<{ name: string }>(
      tx,
      sql`select c.name from product_variants pv join colors c on c.id = pv.color_id where pv.id = ${variantId}`,
    );
    return row!.name;
  });
}

describe('shipping and returns', () => {
  it('ships from the order’s reservation, partly or wholly, posting venda lines', async () => {
    const { ids } = await stocked(owner, [10, 3]);
    const [p, m] = ids as [string, string];
    const a = order();
    await asTenant(ctx, owner, (tx, tenant) =>
      reserveStock(tx, tenant, {
        ...a,
        lines: [
          { variantId: p, quantity: 6 },
          { variantId: m, quantity: 3 },
        ],
      }),
    );
    // Another order holds the remaining 4 of P.
    const b = order();
    await asTenant(ctx, owner, (tx, tenant) =>
      reserveStock(tx, tenant, { ...b, lines: [{ variantId: p, quantity: 4 }] }),
    );

    const partial = await asTenant(ctx, owner, (tx, tenant) =>
      shipReserved(tx, tenant, a, [
        { variantId: p, quantity: 2 },
        { variantId: m, quantity: 3 },
      ]),
    );
    expect(partial.consumed).toEqual([
      { variantId: p, quantity: 2 },
      { variantId: m, quantity: 3 },
    ]);
    expect(partial.posting.movementIds).toHaveLength(2);
    expect(await reservations(owner.companyId, a.referenceId)).toEqual(
      [
        { variant: p, quantity: '4.00', state: 'ativa' },
        { variant: m, quantity: '3.00', state: 'consumida' },
      ].sort((x, y) => x.variant.localeCompare(y.variant)),
    );
    expect(await variantStock(ctx, owner.companyId, p)).toBe('8.00');
    expect(await available(owner, [p])).toMatchObject([
      { onHand: '8.00', reserved: '8.00', available: '0.00' },
    ]);

    // Beyond its own 4, order A may not take what order B holds.
    const beyond = await fails(
      asTenant(ctx, owner, (tx, tenant) => shipReserved(tx, tenant, a, [{ variantId: p, quantity: 5 }])),
    );
    expect(beyond.message).toMatch(/^Estoque insuficiente para .* Disponível: 4,00, Necessário: 5,00$/);
    expect(await reservations(owner.companyId, a.referenceId)).toContainEqual({
      variant: p,
      quantity: '4.00',
      state: 'ativa',
    });

    await asTenant(ctx, owner, (tx, tenant) => shipReserved(tx, tenant, a, [{ variantId: p, quantity: 4 }]));
    expect(await movements(owner.companyId, a.referenceId)).toEqual([
      { type: 'venda', variant: p, quantity: '-2.00', balance_after: '8.00' },
      { type: 'venda', variant: m, quantity: '-3.00', balance_after: '0.00' },
      { type: 'venda', variant: p, quantity: '-4.00', balance_after: '4.00' },
    ]);
    expect((await reservations(owner.companyId, a.referenceId)).every((r) => r.state === 'consumida')).toBe(
      true,
    );
    expect(await available(owner, [p])).toMatchObject([
      { onHand: '4.00', reserved: '4.00', available: '0.00' },
    ]);

    // Cancelling after shipping: what left comes back, never more.
    const back = await asTenant(ctx, owner, (tx, tenant) =>
      returnToStock(tx, tenant, {
        ...a,
        lines: [
          { variantId: p, quantity: 6 },
          { variantId: m, quantity: 1 },
        ],
      }),
    );
    expect(back.movementIds).toHaveLength(2);
    expect(await variantStock(ctx, owner.companyId, p)).toBe('10.00');
    expect(await variantStock(ctx, owner.companyId, m)).toBe('1.00');
    const tooMany = await fails(
      asTenant(ctx, owner, (tx, tenant) =>
        returnToStock(tx, tenant, { ...a, lines: [{ variantId: m, quantity: 3 }] }),
      ),
    );
    expect([tooMany.status, tooMany.message]).toEqual([409, RETURN_BEYOND_SOLD]);
    const twoLines = await fails(
      asTenant(ctx, owner, (tx, tenant) =>
        returnToStock(tx, tenant, {
          ...a,
          lines: [
            { variantId: m, quantity: 1 },
            { variantId: m, quantity: 2 },
          ],
        }),
      ),
    );
    expect(twoLines.message).toBe(RETURN_BEYOND_SOLD);
    const neverSold = await fails(
      asTenant(ctx, owner, (tx, tenant) =>
        returnToStock(tx, tenant, { ...order(), lines: [{ variantId: p, quantity: 1 }] }),
      ),
    );
    expect(neverSold.message).toBe(RETURN_BEYOND_SOLD);
    expect(await variantStock(ctx, owner.companyId, m)).toBe('1.00');
    expect((await movements(owner.companyId, a.referenceId)).filter((l) => l.type === 'devolucao')).toEqual([
      { type: 'devolucao', variant: p, quantity: '6.00', balance_after: '10.00' },
      { type: 'devolucao', variant: m, quantity: '1.00', balance_after: '1.00' },
    ]);
  });

  it('a PDV sale takes several lines at once or none of them', async () => {
    const { ids } = await stocked(owner, [5, 1]);
    const [p, m] = ids as [string, string];
    const ref = sale();
    const refused = await fails(
      asTenant(ctx, owner, (tx, tenant) =>
        sellFromStock(tx, tenant, {
          ...ref,
          lines: [
            { variantId: p, quantity: 2 },
            { variantId: m, quantity: 1 },
            { variantId: m, quantity: 1 },
          ],
        }),
      ),
    );
    expect(refused.message).toMatch(/Disponível: 0,00, Necessário: 1,00$/);
    expect(await variantStock(ctx, owner.companyId, p)).toBe('5.00');
    expect(await movements(owner.companyId, ref.referenceId)).toEqual([]);
    const posting = await asTenant(ctx, owner, (tx, tenant) =>
      sellFromStock(tx, tenant, {
        ...ref,
        lines: [
          { variantId: p, quantity: 2 },
          { variantId: m, quantity: 1 },
        ],
      }),
    );
    expect(posting.movementIds).toHaveLength(2);
    expect(await movements(owner.companyId, ref.referenceId)).toEqual([
      { type: 'venda', variant: p, quantity: '-2.00', balance_after: '3.00' },
      { type: 'venda', variant: m, quantity: '-1.00', balance_after: '0.00' },
    ]);
  });
});

describe('bad input', () => {
  it('refuses empty lines, quantities that are not whole positive pieces and a bad reference', async () => {
    const { ids } = await stocked(owner, [5]);
    const [p] = ids as [string];
    const empty = await fails(
      asTenant(ctx, owner, (tx, tenant) => sellFromStock(tx, tenant, { ...sale(), lines: [] })),
    );
    expect([empty.status, empty.fields]).toEqual([400, { lines: 'Inclua ao menos um item' }]);
    for (const quantity of [0, -1, 1.5, 1_000_001]) {
      for (const work of <Work[]>[
        (tx: Tx, tenant: TenantContext) =>
          sellFromStock(tx, tenant, {
            ...sale(),
            lines: [
              { variantId: p, quantity: 1 },
              { variantId: p, quantity },
            ],
          }),
        (tx: Tx, tenant: TenantContext) =>
          reserveStock(tx, tenant, {
            ...order(),
            lines: [
              { variantId: p, quantity: 1 },
              { variantId: p, quantity },
            ],
          }),
      ]) {
        const error = await fails(asTenant(ctx, owner, work));
        expect([error.status, error.fields]).toEqual([400, { 'lines.1.quantity': 'Quantidade inválida' }]);
      }
    }
    const badReference = await fails(
      asTenant(ctx, owner, (tx, tenant) =>
        reserveStock(tx, tenant, {
          referenceType: 'sales_order',
          referenceId: 'x',
          lines: [{ variantId: p, quantity: 1 }],
        }),
      ),
    );
    expect(badReference.fields).toEqual({ referenceId: 'Referência inválida' });
    const unknown = await fails(
      asTenant(ctx, owner, (tx, tenant) =>
        sellFromStock(tx, tenant, { ...sale(), lines: [{ variantId: 'não-é-id', quantity: 1 }] }),
      ),
    );
    expect([unknown.status, unknown.message]).toEqual([404, 'Item de estoque não encontrado']);
    expect(await variantStock(ctx, owner.companyId, p)).toBe('5.00');
    expect(await available(owner, ['não-é-id', randomUUID()])).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it('never finds, reserves, sells, ships or returns another company’s SKUs', async () => {
    const theirs = await stocked(other, [8]);
    const [their] = theirs.ids as [string];
    const theirOrder = order();
    await asTenant(ctx, other, (tx, tenant) =>
      reserveStock(tx, tenant, { ...theirOrder, lines: [{ variantId: their, quantity: 3 }] }),
    );
    const { ids } = await stocked(owner, [2]);
    const [mine] = ids as [string];

    expect(await available(owner, [their, mine])).toEqual([
      { variantId: mine, onHand: '2.00', reserved: '0.00', available: '2.00' },
    ]);
    const line = [{ variantId: their, quantity: 1 }];
    const attempts: Work[] = [
      (tx: Tx, tenant: TenantContext) => sellFromStock(tx, tenant, { ...sale(), lines: line }),
      (tx: Tx, tenant: TenantContext) =>
        reserveStock(tx, tenant, { ...order(), lines: [{ variantId: mine, quantity: 1 }, ...line] }),
      (tx: Tx, tenant: TenantContext) => shipReserved(tx, tenant, theirOrder, line),
      (tx: Tx, tenant: TenantContext) => returnToStock(tx, tenant, { ...theirOrder, lines: line }),
    ];
    for (const attempt of attempts) {
      const error = await fails(asTenant(ctx, owner, attempt));
      expect([error.status, error.message]).toEqual([404, 'Item de estoque não encontrado']);
    }
    // Their order's reference from our session releases nothing of theirs.
    expect(await asTenant(ctx, owner, (tx, tenant) => releaseReservations(tx, tenant, theirOrder))).toEqual(
      [],
    );
    expect(await available(other, [their])).toEqual([
      { variantId: their, onHand: '8.00', reserved: '3.00', available: '5.00' },
    ]);
    expect(await reservations(other.companyId, theirOrder.referenceId)).toEqual([
      { variant: their, quantity: '3.00', state: 'ativa' },
    ]);
    expect(await variantStock(ctx, owner.companyId, mine)).toBe('2.00');
    // The database itself refuses a reservation naming another company's SKU, RLS aside.
    const forged = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx
        .transaction((sp) =>
          sp.execute(
            sql`insert into stock_reservations (company_id, product_variant_id, quantity, reference_type, reference_id)
                values (${owner.companyId}, ${their}, 1, 'sales_order', ${randomUUID()})`,
          ),
        )
        .then(
          () => 'inserted',
          (error: unknown) => pgErrorOf(error).code,
        ),
    );
    expect(forged).toBe('23503');
  });
});

describe('concurrent sales', () => {
  it('lets exactly 10 of 50 parallel PDV sales of 1 piece take a SKU with 10', async () => {
    const { ids, product } = await stocked(owner, [12]);
    const [p] = ids as [string];
    // Two pieces are held by an order: 10 are available.
    await asTenant(ctx, owner, (tx, tenant) =>
      reserveStock(tx, tenant, { ...order(), lines: [{ variantId: p, quantity: 2 }] }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        asTenant(ctx, owner, (tx, tenant) =>
          sellFromStock(tx, tenant, { ...sale(), lines: [{ variantId: p, quantity: 1 }] }),
        ),
      ),
    );
    const sold = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(40);
    const message = `Estoque insuficiente para ${product.reference} Camiseta ${await colour(p)} P. Disponível: 0,00, Necessário: 1,00`;
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect([(reason as AppError).status, (reason as AppError).message]).toEqual([409, message]);
    }
    expect(await variantStock(ctx, owner.companyId, p)).toBe('2.00');
    expect(await available(owner, [p])).toMatchObject([
      { onHand: '2.00', reserved: '2.00', available: '0.00' },
    ]);
    const balances = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      queryRows<{ balance_after: string }>(
        tx,
        sql`select sm.balance_after::text as balance_after from stock_movements sm
            where sm.product_variant_id = ${p} and sm.type = 'venda' order by sm.balance_after desc`,
      ),
    );
    expect(balances.map((b) => b.balance_after)).toEqual(
      ['11', '10', '9', '8', '7', '6', '5', '4', '3', '2'].map((n) => `${n}.00`),
    );
  });

  it('never deadlocks reservations, releases and sales touching SKUs in opposite orders', async () => {
    const { ids } = await stocked(owner, [200, 200, 200]);
    const [a, b, c] = ids as [string, string, string];
    const orders = [
      [a, b, c],
      [c, b, a],
      [b, a, c],
      [c, a, b],
    ];
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, index) => {
        const lines = orders[index % orders.length]!.map((variantId) => ({ variantId, quantity: 1 }));
        const ref = order();
        if (index % 3 === 0)
          return asTenant(ctx, owner, (tx, tenant) => sellFromStock(tx, tenant, { ...sale(), lines }));
        if (index % 3 === 1)
          return asTenant(ctx, owner, (tx, tenant) => reserveStock(tx, tenant, { ...ref, lines }));
        return asTenant(ctx, owner, async (tx, tenant) => {
          await reserveStock(tx, tenant, { ...ref, lines });
          await shipReserved(tx, tenant, ref, lines.slice(0, 1));
          return releaseReservations(tx, tenant, ref);
        });
      }),
    );
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    const [first] = await available(owner, [a]);
    // 8 sales take 1 of each; 8 reservations hold 1 of each; 8 reserve, ship their first SKU and release the rest
    // (a is first in 2 of them).
    expect(first).toMatchObject({ onHand: '190.00', reserved: '8.00', available: '182.00' });
  });
});
