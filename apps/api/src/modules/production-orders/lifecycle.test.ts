import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededProduct, seedProduct } from '../../../test/catalogue-seed.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany, runAsTenant } from '../../platform/db/tenant.ts';
import { batches } from '../batches/schema.ts';
import { productionOrders } from './schema.ts';
import { markOrderInProduction, syncProductionOrderStatus } from './service.ts';
import {
  cellOf,
  colorIdOf,
  createOrder,
  daysFromToday,
  gridBody,
  insertBatch,
  insertOutworker,
  ownerTenant,
  setOrderColumns,
} from './test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let shirt: SeededProduct;
let workshopId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Progresso');
  shirt = await seedProduct(ctx.db, owner.companyId, {
    name: 'Camiseta Gola V',
    colorNames: ['Preto', 'Branco'],
    sizes: ['P', 'M', 'G'],
  });
  workshopId = (await insertOutworker(ctx, owner.companyId, 'Facção Dona Rosa')).id;
});
afterAll(() => ctx.close());

const storedStatus = async (orderId: string) =>
  runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
    const [row] = await tx
      .select({ status: productionOrders.status })
      .from(productionOrders)
      .where(eq(productionOrders.id, orderId));
    return row!.status;
  });

describe('progress per cell, read from the batches', () => {
  it('counts pieces in batches, cut, at workshops, approved and packed, per cell and in total', async () => {
    const order = await createOrder(owner, shirt, { Preto: { P: 10, M: 20 }, Branco: { G: 6 } });
    const preto = colorIdOf(shirt, 'Preto');
    const branco = colorIdOf(shirt, 'Branco');
    // Waiting for cutting: taken from the order, nothing cut yet.
    await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: shirt.id,
      status: 'aguardando_corte',
      cells: [{ colorId: branco, size: 'G', quantity: 6 }],
    });
    // Cut (48 planned, 47 cut… kept in quantity/cut_quantity) and at a workshop.
    await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: shirt.id,
      status: 'em_producao',
      outworkerId: workshopId,
      cells: [
        { colorId: preto, size: 'P', quantity: 9, plannedQuantity: 10, cutQuantity: 9 },
        { colorId: preto, size: 'M', quantity: 12, plannedQuantity: 12, cutQuantity: 12 },
      ],
    });
    // Back from the workshop, approved and partly packed.
    await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: shirt.id,
      status: 'aprovado',
      outworkerId: workshopId,
      cells: [{ colorId: preto, size: 'M', quantity: 8, cutQuantity: 8, approved: 7, packed: 5 }],
    });

    const res = await owner.client.get(`/api/production-orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('em_producao');
    const cell = (colorId: string, size: string) =>
      res.body.cells.find((c: { colorId: string; size: string }) => c.colorId === colorId && c.size === size);
    expect(cell(preto, 'P')).toEqual({
      colorId: preto,
      size: 'P',
      ordered: 10,
      inBatches: 10,
      cut: 9,
      atWorkshops: 9,
      approved: 0,
      packed: 0,
    });
    expect(cell(preto, 'M')).toMatchObject({
      ordered: 20,
      inBatches: 20,
      cut: 20,
      atWorkshops: 12,
      approved: 7,
      packed: 5,
    });
    expect(cell(branco, 'G')).toMatchObject({ ordered: 6, inBatches: 6, cut: 0, atWorkshops: 0 });
    expect(res.body.totals).toEqual({
      ordered: 36,
      inBatches: 36,
      cut: 29,
      atWorkshops: 21,
      approved: 7,
      packed: 5,
    });
    expect(res.body.batches.map((b: { status: string }) => b.status)).toEqual([
      'aguardando_corte',
      'em_producao',
      'aprovado',
    ]);
    expect(res.body.batches[1]).toMatchObject({ outworkerName: 'Facção Dona Rosa', totalQuantity: 21 });
    expect(res.body.actions.cancel).toBe('A ordem tem lotes já cortados e não pode ser cancelada.');
    expect(res.body.actions.conclude).toBe('Todos os lotes precisam estar embalados para concluir a ordem.');

    const list = await owner.client.get(`/api/production-orders?q=${order.code}`);
    expect(list.body.items[0]).toMatchObject({
      status: 'em_producao',
      batchCount: 3,
      totals: { ordered: 36, inBatches: 36, cut: 29, atWorkshops: 21, approved: 7, packed: 5 },
    });
    const inProduction = await owner.client.get(`/api/production-orders?status=em_producao&q=${order.code}`);
    expect(inProduction.body.total).toBe(1);
  });

  it('concludes an order by itself once every ordered piece is packed', async () => {
    const order = await createOrder(owner, shirt, { Branco: { P: 4 } });
    await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: shirt.id,
      status: 'embalado',
      outworkerId: workshopId,
      cells: [{ colorId: colorIdOf(shirt, 'Branco'), size: 'P', quantity: 4, approved: 4, packed: 4 }],
    });
    const res = await owner.client.get(`/api/production-orders/${order.id}`);
    expect(res.body).toMatchObject({ status: 'concluida', late: false });
    expect(res.body.actions).toMatchObject({
      edit: false,
      cancel: 'Uma ordem concluída não pode ser cancelada.',
    });
    const list = await owner.client.get(`/api/production-orders?status=concluida&q=${order.code}`);
    expect(list.body.total).toBe(1);
    await runAsTenant(ctx.db, owner.companyId, (tx) =>
      syncProductionOrderStatus(tx, ownerTenant(owner), order.id),
    );
    expect(await storedStatus(order.id)).toBe('concluida');
  });
});

describe('markOrderInProduction (called by the batches module)', () => {
  it('moves a planned order to em_producao and refuses a cancelled or concluded one', async () => {
    const order = await createOrder(owner, shirt, { Preto: { G: 3 } });
    await runAsTenant(ctx.db, owner.companyId, (tx) =>
      markOrderInProduction(tx, ownerTenant(owner), order.id),
    );
    expect(await storedStatus(order.id)).toBe('em_producao');
    // Twice is harmless.
    await runAsTenant(ctx.db, owner.companyId, (tx) =>
      markOrderInProduction(tx, ownerTenant(owner), order.id),
    );
    expect(await storedStatus(order.id)).toBe('em_producao');

    const cancelled = await createOrder(owner, shirt, { Preto: { G: 1 } });
    await owner.client.post(`/api/production-orders/${cancelled.id}/cancel`, { reason: 'Cliente desistiu' });
    await expect(
      runAsTenant(ctx.db, owner.companyId, (tx) =>
        markOrderInProduction(tx, ownerTenant(owner), cancelled.id),
      ),
    ).rejects.toMatchObject({ status: 409, message: 'Esta ordem de produção está cancelada.' });
    const other = await signUpCompany(ctx, 'Outra');
    await expect(
      runAsTenant(ctx.db, other.companyId, (tx) => markOrderInProduction(tx, ownerTenant(other), order.id)),
    ).rejects.toMatchObject({ status: 404, message: 'Ordem de produção não encontrada' });
  });
});

describe('editing an order', () => {
  it('changes due date, priority and notes; a new due date may not be in the past, the old one may stay', async () => {
    const order = await createOrder(owner, shirt, { Preto: { P: 2 } });
    const res = await owner.client.patch(`/api/production-orders/${order.id}`, {
      dueDate: daysFromToday(20),
      priority: 'urgente',
      notes: 'Antecipar a entrega',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dueDate: daysFromToday(20),
      priority: 'urgente',
      notes: 'Antecipar a entrega',
    });
    const past = await owner.client.patch(`/api/production-orders/${order.id}`, {
      dueDate: daysFromToday(-2),
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ dueDate: 'A data de entrega não pode estar no passado' });

    await setOrderColumns(ctx, owner.companyId, order.id, { dueDate: daysFromToday(-5) });
    const keep = await owner.client.patch(`/api/production-orders/${order.id}`, {
      dueDate: daysFromToday(-5),
      notes: '',
    });
    expect(keep.status).toBe(200);
    expect(keep.body).toMatchObject({ late: true, notes: null });
  });

  it('replaces the grid, never below what its batches already took', async () => {
    const order = await createOrder(owner, shirt, { Preto: { P: 10, M: 10 } });
    await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: shirt.id,
      status: 'aguardando_corte',
      cells: [{ colorId: colorIdOf(shirt, 'Preto'), size: 'M', quantity: 6 }],
    });
    const below = await owner.client.patch(`/api/production-orders/${order.id}`, {
      items: gridBody(shirt, { Preto: { P: 10, M: 5 } }),
    });
    expect(below.status).toBe(400);
    expect(below.body.error.message).toMatch(
      /^A grade não pode ficar abaixo do que já está em lotes: Preto .+ M tem 6 peças em lotes\.$/,
    );
    expect(below.body.error.fields).toHaveProperty('items.1.quantity');
    const removed = await owner.client.patch(`/api/production-orders/${order.id}`, {
      items: gridBody(shirt, { Preto: { P: 10 } }),
    });
    expect(removed.status).toBe(400);
    expect(removed.body.error.fields).toHaveProperty('items');

    const ok = await owner.client.patch(`/api/production-orders/${order.id}`, {
      items: gridBody(shirt, { Preto: { P: 4, M: 6 }, Branco: { G: 12 } }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.totals).toMatchObject({ ordered: 22, inBatches: 6 });
    expect(ok.body.cells).toHaveLength(3);
    const empty = await owner.client.patch(`/api/production-orders/${order.id}`, {
      items: gridBody(shirt, { Preto: { P: 0 } }),
    });
    expect(empty.body.error.fields).toEqual({ items: 'Informe ao menos uma quantidade na grade' });
  });
});

describe('cancelling', () => {
  it('asks for the reason, removes batches still waiting for cutting, and closes the order to changes', async () => {
    const order = await createOrder(owner, shirt, { Branco: { M: 8 } });
    const waiting = await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: shirt.id,
      status: 'aguardando_corte',
      cells: [{ ...cellOf(shirt, 'Branco', 'M'), quantity: 8 }],
    });
    const noReason = await owner.client.post(`/api/production-orders/${order.id}/cancel`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({ reason: 'Informe o motivo do cancelamento' });

    const res = await owner.client.post(`/api/production-orders/${order.id}/cancel`, {
      reason: 'Pedido do cliente cancelado',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelada',
      cancelReason: 'Pedido do cliente cancelado',
      batches: [],
      late: false,
    });
    expect(res.body.cancelledAt).toEqual(expect.any(String));
    const left = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.select().from(batches).where(eq(batches.id, waiting.id)),
    );
    expect(left).toEqual([]);

    const again = await owner.client.post(`/api/production-orders/${order.id}/cancel`, { reason: 'De novo' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta ordem já está cancelada.');
    const edit = await owner.client.patch(`/api/production-orders/${order.id}`, { priority: 'alta' });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe('Esta ordem está cancelada e não pode ser alterada.');
  });

  it('refuses an order with a batch already cut', async () => {
    const order = await createOrder(owner, shirt, { Branco: { G: 5 } });
    await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: shirt.id,
      status: 'cortado',
      cells: [{ ...cellOf(shirt, 'Branco', 'G'), quantity: 5, cutQuantity: 5 }],
    });
    const res = await owner.client.post(`/api/production-orders/${order.id}/cancel`, {
      reason: 'Sem tecido',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('A ordem tem lotes já cortados e não pode ser cancelada.');
    expect((await owner.client.get(`/api/production-orders/${order.id}`)).body.status).toBe('em_producao');
  });
});

describe('concluding by hand', () => {
  it('needs batches, all of them packed', async () => {
    const order = await createOrder(owner, shirt, { Preto: { P: 10 } });
    const none = await owner.client.post(`/api/production-orders/${order.id}/conclude`);
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('A ordem ainda não tem lotes.');

    const batch = await insertBatch(ctx, owner.companyId, {
      orderId: order.id,
      productId: shirt.id,
      status: 'aprovado',
      outworkerId: workshopId,
      cells: [{ ...cellOf(shirt, 'Preto', 'P'), quantity: 8, cutQuantity: 8, approved: 8, packed: 0 }],
    });
    const notPacked = await owner.client.post(`/api/production-orders/${order.id}/conclude`);
    expect(notPacked.status).toBe(409);
    expect(notPacked.body.error.message).toBe(
      'Todos os lotes precisam estar embalados para concluir a ordem.',
    );

    // Only 8 of 10 pieces were cut: the batch is packed, the order does not conclude alone.
    await runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
      await tx.update(batches).set({ status: 'embalado' }).where(eq(batches.id, batch.id));
    });
    const before = await owner.client.get(`/api/production-orders/${order.id}`);
    expect(before.body).toMatchObject({ status: 'em_producao', actions: { conclude: null } });
    const res = await owner.client.post(`/api/production-orders/${order.id}/conclude`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('concluida');
    expect(res.body.concludedAt).toEqual(expect.any(String));
    expect(await storedStatus(order.id)).toBe('concluida');
    const twice = await owner.client.post(`/api/production-orders/${order.id}/conclude`);
    expect(twice.body.error.message).toBe('Esta ordem já está concluída.');
  });
});
