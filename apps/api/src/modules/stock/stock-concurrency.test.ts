import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMaterial } from '../../../test/catalogue-seed.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { queryRows } from './sql-rows.ts';
import { materialItem, variationStock } from './stock-test-support.ts';

/**
 * part3 §3: 'concurrent movements cannot both pass'. Through the real request path (HTTP app, session, tenant
 * transaction); on PostgreSQL (DATABASE_URL) the requests truly overlap on a pool of connections, on PGlite the
 * one connection serialises them and the same assertions hold.
 */
let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Concorrência');
});
afterAll(() => ctx.close());

async function enter(variationId: string, quantity: string) {
  const res = await owner.client.post('/api/stock/documents', {
    type: 'entrada',
    lines: [{ item: materialItem(variationId), quantity }],
  });
  expect(res.status).toBe(201);
  return res.body as { documentId: string; movementIds: string[] };
}

describe('concurrent stock movements', () => {
  it('lets exactly 10 of 50 simultaneous withdrawals of 1 unit take a balance of 10', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, { name: 'Botão de pressão', unit: 'un' });
    const id = material.variations[0]!.id;
    await enter(id, '10');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        owner.client.post('/api/stock/documents', {
          type: 'saida',
          lines: [{ item: materialItem(id), quantity: '1' }],
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(40);
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(
        'Estoque insuficiente para Botão de pressão. Disponível: 0,00, Necessário: 1,00',
      );
    }
    expect(await variationStock(ctx, owner.companyId, id)).toBe('0.00');
    // The ledger agrees with the balance: 10 in, 10 lines of 1 out, balances 9 … 0 each exactly once.
    const lines = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      queryRows<{ balance_after: string }>(
        tx,
        sql`select balance_after::text as balance_after from stock_movements
            where material_variation_id = ${id} and quantity < 0 order by balance_after desc`,
      ),
    );
    expect(lines.map((l) => l.balance_after)).toEqual(
      ['9', '8', '7', '6', '5', '4', '3', '2', '1', '0'].map((n) => `${n}.00`),
    );
  });

  it('never deadlocks documents that touch the same items in opposite orders', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, {
      name: 'Linha overlock',
      colorNames: ['Branca', 'Preta', 'Azul'],
    });
    const [a, b, c] = material.variations.map((v) => v.id) as [string, string, string];
    for (const id of [a, b, c]) await enter(id, '100');
    const orders = [
      [a, b, c],
      [c, b, a],
      [b, a, c],
      [c, a, b],
    ];
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        owner.client.post('/api/stock/documents', {
          type: 'saida',
          lines: orders[index % orders.length]!.map((id) => ({ item: materialItem(id), quantity: '1' })),
        }),
      ),
    );
    // A deadlock (40P01) would surface as a 500 here.
    expect(results.map((r) => r.status)).toEqual(Array(24).fill(201));
    for (const id of [a, b, c]) expect(await variationStock(ctx, owner.companyId, id)).toBe('76.00');
  });

  it('reverses a line only once when two reversals arrive together', async () => {
    const material = await seedMaterial(ctx.db, owner.companyId, { name: 'Colchete', unit: 'un' });
    const id = material.variations[0]!.id;
    const entry = await enter(id, '30');
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        owner.client.post(`/api/stock/movements/${entry.movementIds[0]}/reverse`, { notes: 'Em dobro' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body.error.message).toBe('Esta movimentação já foi estornada');
    }
    expect(await variationStock(ctx, owner.companyId, id)).toBe('0.00');
  });
});
