import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApiResponse,
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { dispatchHooks } from './after-send.ts';
import {
  batchState,
  CUT_GRID,
  createOutworker,
  type DispatchCatalogue,
  seedBatch,
  seedDispatchCatalogue,
  setStock,
  stocksOf,
} from './dispatch-test-support.ts';

/**
 * What must never happen when sending a batch: half a send, a send twice, another company's batch or workshop.
 * On PostgreSQL (DATABASE_URL) the parallel requests truly overlap; on PGlite they are serialised, and the same
 * assertions hold.
 */
let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;
let cat: DispatchCatalogue;
let otherCat: DispatchCatalogue;
let workshop: string;
let otherWorkshop: string;
let variationIds: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Envio Seguro');
  other = await signUpCompany(ctx, 'Outra Confecção');
  cat = await seedDispatchCatalogue(ctx, owner);
  otherCat = await seedDispatchCatalogue(ctx, other);
  workshop = await createOutworker(owner.client, 'Facção Costura Fina');
  otherWorkshop = await createOutworker(other.client, 'Facção da Outra');
  variationIds = [
    ...Object.values(cat.thread.variations),
    ...Object.values(cat.label.variations),
    cat.bag.variationId,
  ];
});
afterAll(() => ctx.close());

beforeEach(() =>
  setStock(ctx, owner.companyId, {
    ...Object.fromEntries(Object.values(cat.thread.variations).map((id) => [id, '10'])),
    ...Object.fromEntries(Object.values(cat.label.variations).map((id) => [id, '500'])),
    [cat.bag.variationId]: '500',
  }),
);

const newBatch = () => seedBatch(ctx, owner.companyId, cat.product.id, CUT_GRID, cat.colors);

/**
 * A trigger, in the test database only and for this company only, that fails a batch_history insert when it sees
 * the given variation already at the given balance: the status move then fails, and only if the stock lines were
 * written before it (were they not, the send would go through and the test would see it).
 */
async function failBatchHistoryAfterDeduction(
  variationId: string,
  balance: string,
): Promise<() => Promise<void>> {
  const name = `dispatch_test_fail_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
    await tx.execute(
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin
          if (select stock from material_variations where id = '${variationId}'::uuid) = ${balance} then
            raise exception 'falha simulada no histórico do lote, depois da baixa de estoque';
          end if;
          return new;
        end $$`),
    );
    await tx.execute(
      sql.raw(`create trigger ${name} before insert on batch_history for each row
        when (new.company_id = '${owner.companyId}'::uuid) execute function ${name}()`),
    );
  });
  return () =>
    runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
      await tx.execute(sql.raw(`drop trigger ${name} on batch_history`));
      await tx.execute(sql.raw(`drop function ${name}()`));
    });
}

describe('sending a batch is all or nothing', () => {
  it('leaves stock and batch untouched when the status move fails after the deduction', async () => {
    const batch = await newBatch();
    const before = await stocksOf(ctx, owner.companyId, variationIds);
    // 500 bags − 110 for this batch: the trigger fails only once the bags left stock.
    const restore = await failBatchHistoryAfterDeduction(cat.bag.variationId, '390');
    let res: ApiResponse;
    try {
      res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    } finally {
      await restore();
    }
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('Erro ao atualizar status do lote');
    expect(await stocksOf(ctx, owner.companyId, variationIds)).toEqual(before);
    const state = await batchState(ctx, owner.companyId, batch.id);
    expect(state).toMatchObject({
      batch: { status: 'cortado', outworker_id: null, sent_at: null },
      history: [],
      movements: [],
      documents: 0,
    });
    // Nothing is stuck: the same send goes through once the failure is gone.
    const retry = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
    expect(retry.status).toBe(200);
    expect((await batchState(ctx, owner.companyId, batch.id)).movements).toHaveLength(8);
  });

  it('lets exactly one of two parallel sends of the same batch through, and deducts once', async () => {
    const batch = await newBatch();
    const results = await Promise.all(
      [0, 1].map(() => owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.error.message).toBe('O lote está "Enviado"; esta ação pede um lote "Cortado".');
    const state = await batchState(ctx, owner.companyId, batch.id);
    expect(state.documents).toBe(1);
    expect(state.movements).toHaveLength(8);
    expect(state.history.map((h) => h.action_type)).toEqual(['enviado']);
    const stocks = await stocksOf(ctx, owner.companyId, [cat.thread.variations.Preto!, cat.bag.variationId]);
    expect(stocks).toEqual({ [cat.thread.variations.Preto!]: '8.00', [cat.bag.variationId]: '390.00' });
  });

  it('never lets two batches take the same last stock', async () => {
    const [a, b] = [await newBatch(), await newBatch()];
    // Enough bags for one batch of 110 only.
    await setStock(ctx, owner.companyId, { [cat.bag.variationId]: '150' });
    const results = await Promise.all(
      [a, b].map((batch) => owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe(
      'Estoque insuficiente para os seguintes materiais:\nSaco plástico Padrão: necessário 110,00, disponível 40,00',
    );
    expect((await stocksOf(ctx, owner.companyId, [cat.bag.variationId]))[cat.bag.variationId]).toBe('40.00');
  });

  it('still answers the send when the log and the notification fail after commit', async () => {
    const batch = await newBatch();
    const { logDispatch, notifyNewBatch } = dispatchHooks;
    const calls: string[] = [];
    dispatchHooks.logDispatch = async () => {
      calls.push('log');
      throw new Error('log indisponível');
    };
    dispatchHooks.notifyNewBatch = async (_company, _batch, code) => {
      calls.push(`notify ${code}`);
      throw new Error('notificações indisponíveis');
    };
    try {
      const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: workshop });
      expect(res.status).toBe(200);
      expect(calls).toEqual(['log', `notify ${batch.code}`]);
    } finally {
      Object.assign(dispatchHooks, { logDispatch, notifyNewBatch });
    }
    expect((await batchState(ctx, owner.companyId, batch.id)).batch.status).toBe('enviado');
  });
});

describe('another company', () => {
  it('cannot read or send a batch of another company (404)', async () => {
    const theirs = await seedBatch(ctx, other.companyId, otherCat.product.id, CUT_GRID, otherCat.colors);
    const read = await owner.client.get(`/api/batches/${theirs.id}/dispatch`);
    expect(read.status).toBe(404);
    expect(read.body.error.message).toBe('Lote não encontrado');
    expect(JSON.stringify(read.body)).not.toContain(theirs.code);
    const send = await owner.client.post(`/api/batches/${theirs.id}/send`, { outworkerId: workshop });
    expect(send.status).toBe(404);
    expect(send.body.error.message).toBe('Lote não encontrado');
    expect((await batchState(ctx, other.companyId, theirs.id)).batch.status).toBe('cortado');
  });

  it('cannot send to another company’s workshop (404), and nothing moves', async () => {
    const batch = await newBatch();
    const before = await stocksOf(ctx, owner.companyId, variationIds);
    const res = await owner.client.post(`/api/batches/${batch.id}/send`, { outworkerId: otherWorkshop });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Facção não encontrada');
    expect(await stocksOf(ctx, owner.companyId, variationIds)).toEqual(before);
    expect((await batchState(ctx, owner.companyId, batch.id)).batch.status).toBe('cortado');
    // Its workshops are not offered either.
    const plan = await owner.client.get(`/api/batches/${batch.id}/dispatch`);
    expect(plan.body.outworkers.map((o: { id: string }) => o.id)).toEqual([workshop]);
  });
});
