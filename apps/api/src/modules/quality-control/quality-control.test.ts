import { addDaysToDate, todayInSaoPaulo } from '@alinhavo/domain';
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
import { batchHistory, batchItems } from '../batches/schema.ts';
import { employees } from '../employees/schema.ts';
import { paymentRecords } from '../workshop-payments/schema.ts';
import { reviewBody, seedReturnedBatch } from './qc-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Revisão');
});
afterAll(() => ctx.close());

const HUNDRED = { Azul: { P: 50, M: 50 } };

async function startedBatch(options: Parameters<typeof seedReturnedBatch>[2] = {}) {
  const batch = await seedReturnedBatch(ctx, owner, options);
  const res = await owner.client.post(`/api/batches/${batch.batchId}/review/start`);
  expect(res.status).toBe(200);
  return batch;
}

const put = (batchId: string, body: unknown) =>
  owner.client.request('PUT', `/api/batches/${batchId}/review`, body);

describe('pending batches', () => {
  it('lists batches back from the workshop and in review, with workshop and grid, and nothing else', async () => {
    const back = await seedReturnedBatch(ctx, owner, { outworkerName: 'Facção Boa Costura' });
    const inReview = await seedReturnedBatch(ctx, owner, { status: 'em_revisao' });
    const atWorkshop = await seedReturnedBatch(ctx, owner, { status: 'em_producao' });
    const res = await owner.client.get('/api/quality-control/pending');
    expect(res.status).toBe(200);
    const ids = res.body.items.map((b: { id: string }) => b.id);
    expect(ids).toEqual(expect.arrayContaining([back.batchId, inReview.batchId]));
    expect(ids).not.toContain(atWorkshop.batchId);
    const item = res.body.items.find((b: { id: string }) => b.id === back.batchId);
    expect(item).toMatchObject({
      code: back.code,
      status: 'finalizado_faccao',
      outworkerName: 'Facção Boa Costura',
      productName: 'Camiseta Básica',
      totalQuantity: 100,
      repairPending: 0,
    });
    expect(
      item.grid.map((c: { colorName: string; size: string; pieces: number }) => [
        c.colorName,
        c.size,
        c.pieces,
      ]),
    ).toEqual([
      ['Azul', 'P', 20],
      ['Azul', 'M', 30],
      ['Preto', 'P', 25],
      ['Preto', 'M', 25],
    ]);
  });
});

describe('pieces of a cell', () => {
  it('are the pieces cut when the cut differs from the plan', async () => {
    const batch = await seedReturnedBatch(ctx, owner, { grid: { Azul: { M: 10 } } });
    await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx
        .update(batchItems)
        .set({ quantity: 12, cutQuantity: 10 })
        .where(eq(batchItems.batchId, batch.batchId)),
    );
    const review = await owner.client.get(`/api/batches/${batch.batchId}/review`);
    expect(review.body.cells[0].pieces).toBe(10);
  });
});

describe('starting a review', () => {
  it('moves finalizado_faccao to em_revisao once, with a history entry', async () => {
    const batch = await seedReturnedBatch(ctx, owner);
    const res = await owner.client.post(`/api/batches/${batch.batchId}/review/start`);
    expect(res.status).toBe(200);
    expect(res.body.batch.status).toBe('em_revisao');
    expect(res.body.check).toMatchObject({ completedAt: null, inspectorEmployeeId: null });
    const again = await owner.client.post(`/api/batches/${batch.batchId}/review/start`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('O lote já está "Em revisão".');
    const history = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.select().from(batchHistory).where(eq(batchHistory.batchId, batch.batchId)),
    );
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([['finalizado_faccao', 'em_revisao']]);
  });

  it('refuses a batch still at the workshop', async () => {
    const batch = await seedReturnedBatch(ctx, owner, { status: 'em_producao' });
    const res = await owner.client.post(`/api/batches/${batch.batchId}/review/start`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('O lote está "Em Produção"; esta ação pede um lote "Finalizado".');
  });
});

describe('saving the counts', () => {
  it('saves counts per colour and size with the inspector and notes, replacing what was saved', async () => {
    const batch = await startedBatch({ grid: HUNDRED });
    const [inspector] = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx
        .insert(employees)
        .values({
          companyId: owner.companyId,
          name: 'Rita Revisora',
          sector: 'acabamento',
          payType: 'mensal',
        })
        .returning(),
    );
    const body = {
      ...reviewBody(batch, HUNDRED, {
        'Azul|P': { approved: 40, defects: { costura: 2, mancha: 1 }, repair: 3 },
      }),
      inspectorEmployeeId: inspector!.id,
      notes: '  Linha solta em 2 peças  ',
    };
    const res = await put(batch.batchId, body);
    expect(res.status).toBe(200);
    expect(res.body.check).toMatchObject({ inspectorName: 'Rita Revisora', notes: 'Linha solta em 2 peças' });
    expect(res.body.cells[0]).toMatchObject({
      colorName: 'Azul',
      size: 'P',
      pieces: 50,
      approved: 40,
      defects: { costura: 2, mancha: 1, medida: 0, tecido: 0, outro: 0 },
      repair: 3,
    });
    expect(res.body.totals).toMatchObject({ pieces: 100, approved: 90, defects: 3, repair: 3, counted: 96 });

    const replaced = await put(batch.batchId, {
      items: [{ colorId: batch.colors.Azul, size: 'M', approved: 10 }],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.totals).toMatchObject({ approved: 10, counted: 10, defects: 0 });
    expect(replaced.body.check.inspectorEmployeeId).toBeNull();
    expect((await owner.client.get(`/api/batches/${batch.batchId}/review`)).body.totals.counted).toBe(10);
  });

  it('refuses a cell counting more pieces than it has, naming colour and size, and saves nothing', async () => {
    const batch = await startedBatch({ grid: HUNDRED });
    await put(batch.batchId, { items: [{ colorId: batch.colors.Azul, size: 'P', approved: 5 }] });
    const res = await put(batch.batchId, {
      items: [
        { colorId: batch.colors.Azul, size: 'P', approved: 10 },
        { colorId: batch.colors.Azul, size: 'M', approved: 48, defects: { tecido: 2 }, repair: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Azul / M: 51 peças contadas, mas a cor e tamanho têm 50.');
    expect(res.body.error.fields).toEqual({
      'items.1': 'Azul / M: 51 peças contadas, mas a cor e tamanho têm 50.',
    });
    expect((await owner.client.get(`/api/batches/${batch.batchId}/review`)).body.totals.approved).toBe(5);
  });

  it('refuses negative, fractional and text counts, cells outside the grid and repeated cells', async () => {
    const batch = await startedBatch({ grid: HUNDRED });
    const cell = { colorId: batch.colors.Azul, size: 'P' };
    const bad = await put(batch.batchId, {
      items: [
        { ...cell, approved: -1 },
        { colorId: batch.colors.Azul, size: 'M', approved: 1.5, defects: { mancha: 'dois' } },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      'items.0.approved': 'Não pode ser negativo',
      'items.1.approved': 'Informe um número inteiro',
      'items.1.defects.mancha': 'Informe um número inteiro',
    });
    const outside = await put(batch.batchId, { items: [{ ...cell, size: 'GG', approved: 1 }] });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields).toEqual({ 'items.0': 'Cor e tamanho fora da grade do lote' });
    const repeated = await put(batch.batchId, { items: [cell, { ...cell, size: 'p' }] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.error.fields).toEqual({ 'items.1': 'Cor e tamanho repetidos' });
    const noItems = await put(batch.batchId, { notes: 'sem itens' });
    expect(noItems.status).toBe(400);
    expect(noItems.body.error.fields.items).toBe('Informe as contagens');
  });

  it('refuses an inspector of another company and a batch not in review', async () => {
    const other = await signUpCompany(ctx, 'Outra confecção');
    const [foreign] = await runAsSystemForCompany(ctx.db, other.companyId, (tx) =>
      tx
        .insert(employees)
        .values({ companyId: other.companyId, name: 'De fora', sector: 'acabamento', payType: 'mensal' })
        .returning(),
    );
    const batch = await startedBatch({ grid: HUNDRED });
    const res = await put(batch.batchId, { inspectorEmployeeId: foreign!.id, items: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ inspectorEmployeeId: 'Revisor não encontrado' });

    const notStarted = await seedReturnedBatch(ctx, owner, { grid: HUNDRED });
    const early = await put(notStarted.batchId, { items: [] });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('O lote está "Finalizado"; esta ação pede um lote "Em revisão".');
  });
});

describe('completing a review', () => {
  it('pays 100 pieces at R$ 3,50 less 3 defects: 350,00 − 10,50 = 339,50, due in 15 days', async () => {
    const batch = await startedBatch({ grid: HUNDRED, priceCents: 350 });
    await put(
      batch.batchId,
      reviewBody(batch, HUNDRED, {
        'Azul|P': { defects: { costura: 2 } },
        'Azul|M': { defects: { mancha: 1 } },
      }),
    );
    const res = await owner.client.post(`/api/batches/${batch.batchId}/review/complete`);
    expect(res.status).toBe(200);
    expect(res.body.batch.status).toBe('aprovado');
    expect(res.body.check.completedAt).not.toBeNull();
    expect(res.body.payment).toMatchObject({
      batchCode: batch.code,
      quantity: 100,
      unitPriceCents: 350,
      grossAmountCents: 35000,
      discountAmountCents: 1050,
      defectPieces: 3,
      defectDiscountCents: 1050,
      repairPieces: 0,
      finalAmountCents: 33950,
      status: 'com_desconto',
      statusLabel: 'Com Desconto',
      dueDate: addDaysToDate(todayInSaoPaulo(), 15),
      overdue: false,
    });
    const items = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.select().from(batchItems).where(eq(batchItems.batchId, batch.batchId)).orderBy(batchItems.size),
    );
    expect(items.map((i) => [i.size, i.approvedQuantity, i.defectQuantity, i.repairQuantity])).toEqual([
      ['M', 49, 1, 0],
      ['P', 48, 2, 0],
    ]);
    const again = await owner.client.post(`/api/batches/${batch.batchId}/review/complete`);
    expect(again.status).toBe(409);
  });

  it('pays every piece with no defect: aguardando_prazo', async () => {
    const batch = await startedBatch({ grid: { Branco: { U: 7 } }, priceCents: 33 });
    await put(batch.batchId, reviewBody(batch, { Branco: { U: 7 } }));
    const res = await owner.client.post(`/api/batches/${batch.batchId}/review/complete`);
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({
      grossAmountCents: 231,
      discountAmountCents: 0,
      finalAmountCents: 231,
      status: 'aguardando_prazo',
      statusLabel: 'Aguardando Prazo',
    });
  });

  it('asks for every piece to be counted and changes nothing until then', async () => {
    const batch = await startedBatch({ grid: HUNDRED });
    await put(batch.batchId, reviewBody(batch, HUNDRED, { 'Azul|M': { approved: 47 } }));
    const res = await owner.client.post(`/api/batches/${batch.batchId}/review/complete`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Conte todas as peças antes de concluir: faltam 3 peças (Azul / M: 3).',
    );
    const review = await owner.client.get(`/api/batches/${batch.batchId}/review`);
    expect(review.body.batch.status).toBe('em_revisao');
    expect(review.body.payment).toBeNull();
  });

  it('refuses without an agreed price, pointing to the workshop, and changes nothing', async () => {
    const batch = await startedBatch({ grid: HUNDRED, priceCents: null });
    await put(batch.batchId, reviewBody(batch, HUNDRED));
    const res = await owner.client.post(`/api/batches/${batch.batchId}/review/complete`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cadastre o preço combinado deste produto com a facção');
    expect(res.body.error.fields).toEqual({ link: `/app/terceirizados/${batch.outworkerId}/editar` });
    const review = await owner.client.get(`/api/batches/${batch.batchId}/review`);
    expect(review.body).toMatchObject({
      agreedPriceCents: null,
      payment: null,
      check: { completedAt: null },
    });
    expect(review.body.batch.status).toBe('em_revisao');
    const items = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.select().from(batchItems).where(eq(batchItems.batchId, batch.batchId)),
    );
    expect(items.every((i) => i.approvedQuantity === 0)).toBe(true);
  });
});

describe('repairs (conserto)', () => {
  it('holds back pieces out for repair and pays them as they come back', async () => {
    const grid = { Azul: { P: 6, M: 4 } };
    const batch = await startedBatch({ grid, priceCents: 250 });
    await put(
      batch.batchId,
      reviewBody(batch, grid, { 'Azul|P': { repair: 2 }, 'Azul|M': { repair: 1, defects: { medida: 1 } } }),
    );
    const done = await owner.client.post(`/api/batches/${batch.batchId}/review/complete`);
    expect(done.body.payment).toMatchObject({
      quantity: 10,
      grossAmountCents: 2500,
      defectDiscountCents: 250,
      repairPieces: 3,
      repairHoldCents: 750,
      discountAmountCents: 1000,
      finalAmountCents: 1500,
      status: 'com_conserto_pendente',
      statusLabel: 'Conserto Pendente',
    });
    const pending = await owner.client.get('/api/quality-control/pending');
    expect(pending.body.items.find((b: { id: string }) => b.id === batch.batchId)).toMatchObject({
      status: 'aprovado',
      repairPending: 3,
    });

    const repairs = (items: unknown[]) =>
      owner.client.post(`/api/batches/${batch.batchId}/review/repairs`, { items });
    const tooMany = await repairs([{ colorId: batch.colors.Azul, size: 'P', quantity: 3 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe('Azul / P: só há 2 peças em conserto.');

    const first = await repairs([{ colorId: batch.colors.Azul, size: 'P', quantity: 2 }]);
    expect(first.status).toBe(200);
    expect(first.body.cells[0]).toMatchObject({ size: 'P', approved: 6, repair: 0 });
    expect(first.body.payment).toMatchObject({ finalAmountCents: 2000, status: 'com_conserto_pendente' });

    const last = await repairs([{ colorId: batch.colors.Azul, size: 'M', quantity: 1 }]);
    expect(last.body.payment).toMatchObject({
      discountAmountCents: 250,
      finalAmountCents: 2250,
      repairPieces: 0,
      status: 'com_desconto',
    });
    const none = await repairs([{ colorId: batch.colors.Azul, size: 'M', quantity: 1 }]);
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Azul / M: nenhuma peça está em conserto.');
    const items = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx.select().from(batchItems).where(eq(batchItems.batchId, batch.batchId)).orderBy(batchItems.size),
    );
    expect(items.map((i) => [i.size, i.approvedQuantity, i.defectQuantity, i.repairQuantity])).toEqual([
      ['M', 3, 1, 0],
      ['P', 6, 0, 0],
    ]);
    const history = await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx
        .select()
        .from(batchHistory)
        .where(
          and(eq(batchHistory.batchId, batch.batchId), eq(batchHistory.actionType, 'conserto_retornado')),
        ),
    );
    expect(history.map((h) => h.notes)).toEqual(
      expect.arrayContaining(['Voltaram do conserto 2 peças (Azul / P: 2).']),
    );
    const shown = await owner.client.get(`/api/batches/${batch.batchId}/history`);
    expect(shown.body.items.map((e: { actionLabel: string }) => e.actionLabel)).toContain(
      'Retorno de conserto',
    );
  });

  it('goes to aguardando_prazo when repairs were the only problem, and refuses batches not approved', async () => {
    const grid = { Verde: { G: 5 } };
    const batch = await startedBatch({ grid, priceCents: 100 });
    await put(batch.batchId, reviewBody(batch, grid, { 'Verde|G': { repair: 1 } }));
    await owner.client.post(`/api/batches/${batch.batchId}/review/complete`);
    const back = await owner.client.post(`/api/batches/${batch.batchId}/review/repairs`, {
      items: [{ colorId: batch.colors.Verde, size: 'G', quantity: 1 }],
      notes: 'Bainha refeita',
    });
    expect(back.body.payment).toMatchObject({ finalAmountCents: 500, status: 'aguardando_prazo' });

    const inReview = await startedBatch({ grid });
    const early = await owner.client.post(`/api/batches/${inReview.batchId}/review/repairs`, {
      items: [{ colorId: inReview.colors.Verde, size: 'G', quantity: 1 }],
    });
    expect(early.status).toBe(409);
    const bad = await owner.client.post(`/api/batches/${batch.batchId}/review/repairs`, {
      items: [{ colorId: batch.colors.Verde, size: 'G', quantity: 0 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['items.0.quantity']).toBe('Informe ao menos 1 peça');
    const empty = await owner.client.post(`/api/batches/${batch.batchId}/review/repairs`, { items: [] });
    expect(empty.body.error.fields.items).toBe('Informe as peças que voltaram do conserto');
  });

  it('never changes a record already paid', async () => {
    const grid = { Azul: { M: 4 } };
    const batch = await startedBatch({ grid, priceCents: 100 });
    await put(batch.batchId, reviewBody(batch, grid, { 'Azul|M': { repair: 1 } }));
    await owner.client.post(`/api/batches/${batch.batchId}/review/complete`);
    await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx
        .update(paymentRecords)
        .set({ paymentStatus: 'pago', paidOn: '2026-11-20', paymentMethod: 'pix', paidAt: new Date() })
        .where(eq(paymentRecords.batchId, batch.batchId)),
    );
    const res = await owner.client.post(`/api/batches/${batch.batchId}/review/repairs`, {
      items: [{ colorId: batch.colors.Azul, size: 'M', quantity: 1 }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'O pagamento deste lote já foi registrado como pago e não pode mudar.',
    );
  });
});

describe('quality-control permissions', () => {
  it('lets a reader see pending batches and reviews but not start, save or complete', async () => {
    const batch = await seedReturnedBatch(ctx, owner);
    const reader = await addMember(ctx, owner.companyId, 'user', { 'quality-control': { canAccess: true } });
    expect((await reader.client.get('/api/quality-control/pending')).status).toBe(200);
    expect((await reader.client.get(`/api/batches/${batch.batchId}/review`)).status).toBe(200);
    for (const [method, path] of [
      ['POST', 'review/start'],
      ['PUT', 'review'],
      ['POST', 'review/complete'],
      ['POST', 'review/repairs'],
    ] as const) {
      const res = await reader.client.request(method, `/api/batches/${batch.batchId}/${path}`, { items: [] });
      expect(res.status, path).toBe(403);
    }
    const outsider = await addMember(ctx, owner.companyId, 'manager', { packaging: { canAccess: true } });
    expect((await outsider.client.get('/api/quality-control/pending')).status).toBe(403);
    expect((await outsider.client.get(`/api/batches/${batch.batchId}/review`)).status).toBe(403);
  });

  it('lets a member with write run the review', async () => {
    const batch = await seedReturnedBatch(ctx, owner, { grid: { Azul: { M: 2 } } });
    const writer = await addMember(ctx, owner.companyId, 'user', {
      'quality-control': { canAccess: true, canWrite: true },
    });
    expect((await writer.client.post(`/api/batches/${batch.batchId}/review/start`)).status).toBe(200);
    const saved = await writer.client.request('PUT', `/api/batches/${batch.batchId}/review`, {
      items: [{ colorId: batch.colors.Azul, size: 'M', approved: 2 }],
    });
    expect(saved.status).toBe(200);
    expect((await writer.client.post(`/api/batches/${batch.batchId}/review/complete`)).status).toBe(200);
  });

  it('answers 404 for an unknown batch', async () => {
    const res = await owner.client.get('/api/batches/00000000-0000-4000-8000-000000000000/review');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Lote não encontrado');
  });
});
