import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import {
  advanceBatch,
  cutBody,
  fullGrid,
  must,
  type Production,
  setupProduction,
} from './batch-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let p: Production;
let workshop: { id: string; name: string };

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Fluxo');
  p = await setupProduction(owner.client, { perCell: 20 });
  workshop = await must(
    await owner.client.post('/api/outworkers', { name: 'Facção Boa Costura', capacityPerDay: 200 }),
  );
  await must(
    await owner.client.request('PUT', `/api/outworkers/${workshop.id}/prices`, {
      prices: [{ productId: p.product.id, priceCents: 350 }],
    }),
    200,
  );
});
afterAll(() => ctx.close());

async function newBatch(quantity = 5) {
  return must(
    await owner.client.post('/api/batches', { productionOrderId: p.order.id, items: fullGrid(p, quantity) }),
  );
}

/** A batch cut and sent to the workshop (the sending page is another area's: moved by the status service). */
async function sentBatch() {
  const batch = await newBatch(1);
  await must(await owner.client.post(`/api/batches/${batch.id}/cut`, cutBody(p, 1, '1.00')));
  await advanceBatch(ctx, owner, batch.id, 'enviado', { outworkerId: workshop.id });
  return batch as { id: string; code: string };
}

describe('company-side workshop steps (until the workshop portal exists)', () => {
  it('records the start and the finish as the company, with its note, in order', async () => {
    const batch = await sentBatch();
    const started = await owner.client.post(`/api/batches/${batch.id}/start`, {
      notes: 'Facção começou hoje',
    });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('em_producao');
    expect(started.body.startedAt).not.toBeNull();
    expect(started.body.workshop).toEqual({
      id: workshop.id,
      name: 'Facção Boa Costura',
      agreedPriceCents: 350,
    });
    const finished = await owner.client.post(`/api/batches/${batch.id}/finish`, {});
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: 'finalizado_faccao' });
    expect(finished.body.returnedAt).not.toBeNull();
    const note = await owner.client.post(`/api/batches/${batch.id}/notes`, {
      notes: '  Faltou uma etiqueta  ',
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({
      actionType: 'observacao',
      actionLabel: 'Observação',
      notes: 'Faltou uma etiqueta',
    });

    const history = await owner.client.get(`/api/batches/${batch.id}/history`);
    expect(history.status).toBe(200);
    expect(
      history.body.items.map((e: { actionType: string; actor: string; notes: string | null }) => [
        e.actionType,
        e.actor,
        e.notes,
      ]),
    ).toEqual([
      ['criado', 'empresa', `Criado a partir da ordem ${p.order.code} com 12 peças.`],
      ['cortado', 'empresa', expect.stringMatching(/^Corte: 12 peças\./)],
      ['enviado', 'empresa', null],
      ['em_producao', 'empresa', 'Facção começou hoje (registrado pela empresa)'],
      ['finalizado_faccao', 'empresa', '(registrado pela empresa)'],
      ['observacao', 'empresa', 'Faltou uma etiqueta'],
    ]);
    expect(history.body.items.map((e: { actionLabel: string }) => e.actionLabel)).toEqual([
      'Lote criado',
      'Corte registrado',
      'Enviado para facção',
      'Produção iniciada',
      'Produção finalizada',
      'Observação',
    ]);
    const dates = history.body.items.map((e: { actionDate: string }) => e.actionDate);
    expect([...dates].sort()).toEqual(dates);
    expect(history.body.items[3]).toMatchObject({ actorLabel: 'Empresa', userName: 'Dona Teste' });
    const detail = await owner.client.get(`/api/batches/${batch.id}`);
    expect(detail.body.history).toEqual(history.body.items);
  });

  it('refuses a step the status does not allow, with the status in the message', async () => {
    const waiting = await newBatch(1);
    const early = await owner.client.post(`/api/batches/${waiting.id}/start`, {});
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      'O lote está "Aguardando corte"; esta ação pede um lote "Enviado".',
    );
    const finishEarly = await owner.client.post(`/api/batches/${waiting.id}/finish`, {});
    expect(finishEarly.status).toBe(409);
    expect(finishEarly.body.error.message).toBe(
      'O lote está "Aguardando corte"; esta ação pede um lote "Em Produção".',
    );
    const sent = await sentBatch();
    const finishSent = await owner.client.post(`/api/batches/${sent.id}/finish`, {});
    expect(finishSent.body.error.message).toBe(
      'O lote está "Enviado"; esta ação pede um lote "Em Produção".',
    );
    await must(await owner.client.post(`/api/batches/${sent.id}/start`, {}), 200);
    const twice = await owner.client.post(`/api/batches/${sent.id}/start`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('O lote já está "Em Produção".');
    const history = await owner.client.get(`/api/batches/${sent.id}/history`);
    expect(
      history.body.items.filter((e: { actionType: string }) => e.actionType === 'em_producao'),
    ).toHaveLength(1);
  });

  it('explains bad notes in Portuguese', async () => {
    const batch = await newBatch(1);
    const empty = await owner.client.post(`/api/batches/${batch.id}/notes`, { notes: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ notes: 'Escreva a observação' });
    const long = await owner.client.post(`/api/batches/${batch.id}/start`, { notes: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ notes: 'Máximo de 1000 caracteres' });
  });
});

describe('deleting a batch', () => {
  it('deletes one waiting for its cut and gives its pieces back to the order', async () => {
    const fresh = await setupProduction(owner.client, { sizes: ['P', 'M'] });
    const before = (await owner.client.get(`/api/batches/order-options?orderId=${fresh.order.id}`)).body
      .items[0];
    const batch = await must(
      await owner.client.post('/api/batches', {
        productionOrderId: fresh.order.id,
        items: fullGrid(fresh, 3),
      }),
    );
    expect((await owner.client.get(`/api/production-orders/${fresh.order.id}`)).body.status).toBe(
      'em_producao',
    );
    const res = await owner.client.delete(`/api/batches/${batch.id}`);
    expect(res.status).toBe(204);
    const gone = await owner.client.get(`/api/batches/${batch.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Lote não encontrado');
    const after = (await owner.client.get(`/api/batches/order-options?orderId=${fresh.order.id}`)).body
      .items[0];
    expect(after.remainingTotal).toBe(before.remainingTotal);
  });

  it('refuses once the batch was cut', async () => {
    const batch = await newBatch(1);
    await must(await owner.client.post(`/api/batches/${batch.id}/cut`, cutBody(p, 1, '1.00')));
    const res = await owner.client.delete(`/api/batches/${batch.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Só é possível excluir um lote que ainda aguarda corte.');
    expect((await owner.client.get(`/api/batches/${batch.id}`)).status).toBe(200);
  });
});

describe('batch list', () => {
  let company: SignedUpCompany;
  let q: Production;
  let ids: { id: string; code: string }[];
  beforeAll(async () => {
    company = await signUpCompany(ctx, 'Confecção Lista de Lotes');
    q = await setupProduction(company.client);
    const [preto, branco] = q.colors;
    ids = [];
    ids.push(
      await must(
        await company.client.post('/api/batches', { productionOrderId: q.order.id, items: fullGrid(q, 2) }),
      ),
    );
    ids.push(
      await must(
        await company.client.post('/api/batches', {
          productionOrderId: q.order.id,
          items: [
            { colorId: preto!.id, size: 'GG', quantity: 3 },
            { colorId: branco!.id, size: 'P', quantity: 3 },
          ],
        }),
      ),
    );
    await must(await company.client.post(`/api/batches/${ids[0]!.id}/cut`, cutBody(q, 2, '10.00')));
  });

  it('lists batches newest code first with size label, colours, order and counts per status', async () => {
    const res = await company.client.get('/api/batches?sort=code&dir=desc');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((b: { code: string }) => b.code)).toEqual(['L-000002', 'L-000001']);
    expect(res.body.items[0]).toMatchObject({
      status: 'aguardando_corte',
      totalQuantity: 6,
      sizeLabel: 'P, GG',
      orderCode: q.order.code,
      productName: q.product.name,
      outworkerName: null,
    });
    expect(res.body.items[0].colors.map((c: { id: string }) => c.id)).toEqual([
      q.colors[0]!.id,
      q.colors[1]!.id,
    ]);
    expect(res.body.items[1]).toMatchObject({ status: 'cortado', sizeLabel: 'P–GG', totalQuantity: 24 });
    expect(res.body.statusCounts).toMatchObject({ aguardando_corte: 1, cortado: 1, enviado: 0, embalado: 0 });
  });

  it('filters by status, product, order and code, keeping the counts of the other filters', async () => {
    const cut = await company.client.get('/api/batches?status=cortado');
    expect(cut.body.items.map((b: { code: string }) => b.code)).toEqual(['L-000001']);
    expect(cut.body.statusCounts.aguardando_corte).toBe(1);
    const byCode = await company.client.get('/api/batches?q=000002');
    expect(byCode.body.items.map((b: { code: string }) => b.code)).toEqual(['L-000002']);
    const byOrder = await company.client.get(
      `/api/batches?productionOrderId=${q.order.id}&productId=${q.product.id}`,
    );
    expect(byOrder.body.total).toBe(2);
    const none = await company.client.get(`/api/batches?productId=${p.product.id}`);
    expect(none.body.total).toBe(0);
    const byWorkshop = await company.client.get(`/api/batches?outworkerId=${workshop.id}`);
    expect(byWorkshop.body.total).toBe(0);
  });

  it('offers as filters the products, workshops and orders that have batches', async () => {
    const res = await company.client.get('/api/batches/filter-options');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      products: [{ id: q.product.id, reference: expect.any(String), name: q.product.name }],
      outworkers: [],
      orders: [{ id: q.order.id, code: q.order.code }],
    });
  });

  it('rejects bad filters in Portuguese', async () => {
    for (const [query, field, message] of [
      ['status=perdido', 'status', 'Situação inválida'],
      ['productId=abc', 'productId', 'Identificador inválido'],
      ['sort=preco', 'sort', 'Ordenação inválida'],
    ] as const) {
      const res = await company.client.get(`/api/batches?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
  });
});

describe('permissions', () => {
  it('lets a reader read but not write or delete, and keeps out who has no access', async () => {
    const batch = await newBatch(1);
    const reader = await addMember(ctx, owner.companyId, 'user', {
      'production-batches': { canAccess: true },
    });
    expect((await reader.client.get('/api/batches')).status).toBe(200);
    expect((await reader.client.get(`/api/batches/${batch.id}`)).status).toBe(200);
    expect((await reader.client.get(`/api/batches/${batch.id}/history`)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/batches', { productionOrderId: p.order.id, items: fullGrid(p, 1) }],
      ['POST', `/api/batches/${batch.id}/start`, {}],
      ['POST', `/api/batches/${batch.id}/finish`, {}],
      ['POST', `/api/batches/${batch.id}/notes`, { notes: 'Oi' }],
      ['DELETE', `/api/batches/${batch.id}`, undefined],
    ] as const) {
      const res = await reader.client.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const writer = await addMember(ctx, owner.companyId, 'user', {
      'production-batches': { canAccess: true, canWrite: true },
    });
    expect((await writer.client.post(`/api/batches/${batch.id}/notes`, { notes: 'Conferido' })).status).toBe(
      201,
    );
    expect((await writer.client.delete(`/api/batches/${batch.id}`)).status).toBe(403);
    const outsider = await addMember(ctx, owner.companyId, 'user', { suppliers: { canAccess: true } });
    expect((await outsider.client.get('/api/batches')).status).toBe(403);
    expect((await outsider.client.get(`/api/batches/${batch.id}`)).status).toBe(403);
    expect((await outsider.client.get('/api/batches/order-options')).status).toBe(403);
    expect((await outsider.client.get('/api/batches/filter-options')).status).toBe(403);
  });
});
