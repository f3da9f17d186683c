import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { batches, batchHistory, batchItems } from '../batches/schema.ts';
import { productVariants } from '../products/schema.ts';
import { seedReturnedBatch } from '../quality-control/qc-test-support.ts';
import { approvedBatch } from './packaging-test-support.ts';
import { packingRecordItems, packingRecords } from './schema.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Embalagem');
});
afterAll(() => ctx.close());

const GRID = { Azul: { P: 10, M: 12 }, Preto: { P: 8, M: 6 } };

async function stockOf(variantId: string): Promise<string> {
  const [row] = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
    tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId)),
  );
  return row!.stock;
}

const pack = (batchId: string, body: unknown = {}) => owner.client.post(`/api/batches/${batchId}/pack`, body);

describe('packaging pending', () => {
  it('lists approved batches with approved − packed per SKU', async () => {
    const batch = await approvedBatch(ctx, owner, GRID, { 'Azul|P': { defects: { costura: 1 } } });
    const res = await owner.client.get('/api/packaging/pending');
    expect(res.status).toBe(200);
    const item = res.body.items.find((b: { id: string }) => b.id === batch.batchId);
    expect(item.totals).toEqual({ approved: 35, packed: 0, remaining: 35, repair: 0 });
    expect(item.cells[0]).toMatchObject({
      colorName: 'Azul',
      size: 'P',
      sku: batch.variants['Azul|P']!.sku,
      variantId: batch.variants['Azul|P']!.id,
      barcode: batch.variants['Azul|P']!.barcode,
      approved: 9,
      packed: 0,
      remaining: 9,
      stock: '0.00',
    });
    const inReview = await seedReturnedBatch(ctx, owner, { status: 'em_revisao' });
    const ids = (await owner.client.get('/api/packaging/pending')).body.items.map(
      (b: { id: string }) => b.id,
    );
    expect(ids).not.toContain(inReview.batchId);
  });
});

describe('packing', () => {
  it('packs part of a batch: the SKU balance rises, the ledger references the batch, the batch stays approved', async () => {
    const batch = await approvedBatch(ctx, owner, GRID);
    const azulM = batch.variants['Azul|M']!;
    const res = await pack(batch.batchId, {
      items: [{ colorId: batch.colors.Azul, size: 'M', quantity: 5 }],
      notes: 'Caixa 1',
    });
    expect(res.status).toBe(200);
    expect(res.body.packedNow).toBe(5);
    expect(res.body.batch.status).toBe('aprovado');
    expect(res.body.cells[1]).toMatchObject({ size: 'M', packed: 5, remaining: 7, stock: '5.00' });
    expect(res.body.totals).toMatchObject({ approved: 36, packed: 5, remaining: 31 });
    expect(res.body.records).toHaveLength(1);
    expect(res.body.records[0]).toMatchObject({
      id: res.body.packingRecordId,
      notes: 'Caixa 1',
      total: 5,
      items: [{ variantId: azulM.id, sku: azulM.sku, colorName: 'Azul', size: 'M', quantity: 5 }],
    });
    expect(await stockOf(azulM.id)).toBe('5.00');

    const ledger = await owner.client.get(`/api/stock/movements?referenceId=${batch.batchId}`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.items).toHaveLength(1);
    expect(ledger.body.items[0]).toMatchObject({
      type: 'entrada',
      productVariantId: azulM.id,
      quantity: '5.00',
      balanceAfter: '5.00',
      origin: 'Embalagem',
      referenceType: 'production_batch',
      referenceId: batch.batchId,
      documentId: res.body.records[0].stockDocumentId,
    });
  });

  it('packs everything left by default: every SKU rises by its approved pieces and the batch becomes embalado', async () => {
    const batch = await approvedBatch(ctx, owner, GRID, { 'Preto|M': { defects: { mancha: 2 } } });
    await pack(batch.batchId, { items: [{ colorId: batch.colors.Azul, size: 'P', quantity: 4 }] });
    const res = await pack(batch.batchId);
    expect(res.status).toBe(200);
    expect(res.body.packedNow).toBe(30);
    expect(res.body.batch.status).toBe('embalado');
    expect(res.body.totals).toEqual({ approved: 34, packed: 34, remaining: 0, repair: 0 });
    expect(await stockOf(batch.variants['Azul|P']!.id)).toBe('10.00');
    expect(await stockOf(batch.variants['Azul|M']!.id)).toBe('12.00');
    expect(await stockOf(batch.variants['Preto|P']!.id)).toBe('8.00');
    expect(await stockOf(batch.variants['Preto|M']!.id)).toBe('4.00');
    const ledger = await owner.client.get(`/api/stock/movements?referenceId=${batch.batchId}&pageSize=50`);
    expect(ledger.body.items).toHaveLength(5);
    expect(
      ledger.body.items.every(
        (m: { type: string; origin: string }) => m.type === 'entrada' && m.origin === 'Embalagem',
      ),
    ).toBe(true);

    const [row] = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.select().from(batches).where(eq(batches.id, batch.batchId)),
    );
    expect(row!.packedAt).not.toBeNull();
    const history = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx
        .select()
        .from(batchHistory)
        .where(eq(batchHistory.batchId, batch.batchId))
        .orderBy(batchHistory.actionDate),
    );
    expect(history.map((h) => h.actionType)).toEqual([
      'em_revisao',
      'aprovado',
      'embalagem_parcial',
      'embalado',
    ]);
    expect(history[2]!.notes).toBe(`Embaladas 4 peças (${batch.variants['Azul|P']!.sku}: 4).`);
    const shown = await owner.client.get(`/api/batches/${batch.batchId}/history`);
    expect(shown.body.items.map((e: { actionLabel: string }) => e.actionLabel)).toEqual(
      expect.arrayContaining(['Embalagem parcial', 'Embalado']),
    );

    const again = await pack(batch.batchId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('O lote está "Embalado"; esta ação pede um lote "Aprovado".');
  });

  it('refuses packing more than approved and not yet packed, naming colour and size, and changes nothing', async () => {
    const batch = await approvedBatch(ctx, owner, GRID, { 'Azul|P': { defects: { tecido: 3 } } });
    await pack(batch.batchId, { items: [{ colorId: batch.colors.Azul, size: 'P', quantity: 5 }] });
    const res = await pack(batch.batchId, {
      items: [
        { colorId: batch.colors.Azul, size: 'P', quantity: 3 },
        { colorId: batch.colors.Preto, size: 'M', quantity: 6 },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Azul / P: restam só 2 peças aprovadas para embalar (pedido: 3).');
    expect(res.body.error.fields).toEqual({
      'items.0.quantity': 'Azul / P: restam só 2 peças aprovadas para embalar (pedido: 3).',
    });
    expect(await stockOf(batch.variants['Azul|P']!.id)).toBe('5.00');
    expect(await stockOf(batch.variants['Preto|M']!.id)).toBe('0.00');
    const detail = await owner.client.get(`/api/packaging/${batch.batchId}`);
    expect(detail.body.totals.packed).toBe(5);
    expect(detail.body.records).toHaveLength(1);
  });

  it('refuses bad quantities, cells outside the grid and batches not approved', async () => {
    const batch = await approvedBatch(ctx, owner, GRID);
    const cell = { colorId: batch.colors.Azul, size: 'P' };
    for (const [quantity, message] of [
      [0, 'Informe ao menos 1 peça'],
      [-2, 'Não pode ser negativo'],
      [1.5, 'Informe um número inteiro'],
      ['x', 'Informe um número inteiro'],
    ] as const) {
      const res = await pack(batch.batchId, { items: [{ ...cell, quantity }] });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.error.fields['items.0.quantity']).toBe(message);
    }
    const outside = await pack(batch.batchId, { items: [{ ...cell, size: 'XG', quantity: 1 }] });
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toBe('Cor e tamanho fora da grade do lote');
    const repeated = await pack(batch.batchId, {
      items: [
        { ...cell, quantity: 1 },
        { ...cell, quantity: 1 },
      ],
    });
    expect(repeated.body.error.fields['items.1']).toBe('Cor e tamanho repetidos');

    const inReview = await seedReturnedBatch(ctx, owner, { status: 'em_revisao' });
    const early = await pack(inReview.batchId);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('O lote está "Em revisão"; esta ação pede um lote "Aprovado".');
  });

  it('keeps the batch approved while repairs are out, and closes it once they are back and packed', async () => {
    const grid = { Azul: { G: 5 } };
    const batch = await approvedBatch(ctx, owner, grid, { 'Azul|G': { repair: 2 } });
    const first = await pack(batch.batchId);
    expect(first.body).toMatchObject({ packedNow: 3, totals: { remaining: 0, repair: 2 } });
    expect(first.body.batch.status).toBe('aprovado');
    const nothing = await pack(batch.batchId);
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.message).toBe('Não há peças aprovadas para embalar neste lote.');
    await owner.client.post(`/api/batches/${batch.batchId}/review/repairs`, {
      items: [{ colorId: batch.colors.Azul, size: 'G', quantity: 2 }],
    });
    const last = await pack(batch.batchId);
    expect(last.body).toMatchObject({ packedNow: 2, batch: { status: 'embalado' } });
    expect(await stockOf(batch.variants['Azul|G']!.id)).toBe('5.00');
  });

  it('asks for the SKU when the product lacks the colour and size', async () => {
    const batch = await approvedBatch(ctx, owner, { Azul: { P: 2, M: 2 } });
    await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.delete(productVariants).where(eq(productVariants.id, batch.variants['Azul|M']!.id)),
    );
    const res = await pack(batch.batchId);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'O produto não tem SKU na cor e tamanho Azul / M; cadastre-o em Produtos antes de embalar.',
    );
    expect(await stockOf(batch.variants['Azul|P']!.id)).toBe('0.00');
    const records = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.select().from(packingRecords).where(eq(packingRecords.batchId, batch.batchId)),
    );
    expect(records).toEqual([]);
  });

  it('lets exactly one of two packings of everything at once through', async () => {
    const batch = await approvedBatch(ctx, owner, { Azul: { M: 6 } });
    const results = await Promise.all([pack(batch.batchId), pack(batch.batchId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(batch.variants['Azul|M']!.id)).toBe('6.00');
  });

  it('writes the packing record items and packed counts in the database', async () => {
    const batch = await approvedBatch(ctx, owner, { Preto: { U: 3 } });
    const res = await pack(batch.batchId);
    const items = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx
        .select()
        .from(packingRecordItems)
        .where(eq(packingRecordItems.packingRecordId, res.body.packingRecordId)),
    );
    expect(items.map((i) => [i.productVariantId, i.quantity])).toEqual([[batch.variants['Preto|U']!.id, 3]]);
    const cells = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx
        .select()
        .from(batchItems)
        .where(and(eq(batchItems.batchId, batch.batchId), eq(batchItems.size, 'U'))),
    );
    expect(cells[0]).toMatchObject({ approvedQuantity: 3, packedQuantity: 3 });
  });
});

describe('packaging permissions', () => {
  it('lets a reader see and print labels but not pack; others get 403', async () => {
    const batch = await approvedBatch(ctx, owner, { Azul: { M: 2 } });
    const reader = await addMember(ctx, owner.companyId, 'user', { packaging: { canAccess: true } });
    expect((await reader.client.get('/api/packaging/pending')).status).toBe(200);
    expect((await reader.client.get(`/api/packaging/${batch.batchId}`)).status).toBe(200);
    expect((await reader.client.get(`/api/packaging/${batch.batchId}/labels?format=zpl`)).status).toBe(200);
    const denied = await reader.client.post(`/api/batches/${batch.batchId}/pack`, {});
    expect(denied.status).toBe(403);
    expect(await stockOf(batch.variants['Azul|M']!.id)).toBe('0.00');

    const outsider = await addMember(ctx, owner.companyId, 'manager', {
      'quality-control': { canAccess: true },
    });
    expect((await outsider.client.get('/api/packaging/pending')).status).toBe(403);
    expect((await outsider.client.get(`/api/packaging/${batch.batchId}/labels`)).status).toBe(403);

    const writer = await addMember(ctx, owner.companyId, 'user', {
      packaging: { canAccess: true, canWrite: true },
    });
    expect((await writer.client.post(`/api/batches/${batch.batchId}/pack`, {})).status).toBe(200);
  });

  it('answers 404 for an unknown batch', async () => {
    const res = await owner.client.get('/api/packaging/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Lote não encontrado');
  });
});
