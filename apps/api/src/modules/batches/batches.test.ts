import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { fullGrid, must, type Production, setupProduction } from './batch-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Lotes');
});
afterAll(() => ctx.close());

const remainingOf = async (orderId: string) => {
  const res = await must(await owner.client.get(`/api/batches/order-options?orderId=${orderId}`), 200);
  return res.items[0] as {
    remainingTotal: number;
    cells: { colorId: string; size: string; remaining: number }[];
  };
};

describe('creating batches from a production order', () => {
  let p: Production;
  beforeAll(async () => {
    p = await setupProduction(owner.client);
  });

  it('splits the grid within the order balance, numbering L-000001, L-000002', async () => {
    const [preto, branco] = p.colors;
    const first = await owner.client.post('/api/batches', {
      productionOrderId: p.order.id,
      items: [
        { colorId: preto!.id, size: 'P', quantity: 6 },
        { colorId: preto!.id, size: 'M', quantity: 10 },
        { colorId: branco!.id, size: 'G', quantity: '4' },
        { colorId: branco!.id, size: 'GG', quantity: 0 },
      ],
      notes: 'Primeira parte',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      code: 'L-000001',
      status: 'aguardando_corte',
      totalQuantity: 20,
      plannedQuantity: 20,
      dueDate: p.order.dueDate,
      notes: 'Primeira parte',
      sizeLabel: 'P, M, G',
      order: { id: p.order.id, code: p.order.code, status: 'em_producao' },
      product: { id: p.product.id, sizes: ['P', 'M', 'G', 'GG'] },
      workshop: null,
      sentAt: null,
      cut: null,
    });
    expect(first.body.sizes).toEqual(['P', 'M', 'G']);
    expect(first.body.colors.map((c: { id: string }) => c.id)).toEqual([preto!.id, branco!.id]);
    expect(first.body.items).toEqual([
      {
        colorId: preto!.id,
        size: 'P',
        planned: 6,
        quantity: 6,
        cut: null,
        approved: 0,
        defects: 0,
        repair: 0,
        packed: 0,
      },
      {
        colorId: preto!.id,
        size: 'M',
        planned: 10,
        quantity: 10,
        cut: null,
        approved: 0,
        defects: 0,
        repair: 0,
        packed: 0,
      },
      {
        colorId: branco!.id,
        size: 'G',
        planned: 4,
        quantity: 4,
        cut: null,
        approved: 0,
        defects: 0,
        repair: 0,
        packed: 0,
      },
    ]);
    expect(first.body.history).toHaveLength(1);
    expect(first.body.history[0]).toMatchObject({
      actionType: 'criado',
      actionLabel: 'Lote criado',
      actor: 'empresa',
      actorLabel: 'Empresa',
      toStatus: 'aguardando_corte',
      userName: 'Dona Teste',
      notes: `Criado a partir da ordem ${p.order.code} com 20 peças.`,
    });
    const order = await owner.client.get(`/api/production-orders/${p.order.id}`);
    expect(order.body.status).toBe('em_producao');

    const balance = await remainingOf(p.order.id);
    expect(balance.remainingTotal).toBe(120 - 20);
    expect(balance.cells.find((c) => c.colorId === preto!.id && c.size === 'P')?.remaining).toBe(4);

    const second = await owner.client.post('/api/batches', {
      productionOrderId: p.order.id,
      dueDate: '15/12/2030',
      items: [{ colorId: preto!.id, size: 'P', quantity: 4 }],
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      code: 'L-000002',
      totalQuantity: 4,
      dueDate: '2030-12-15',
      sizeLabel: 'P',
    });
  });

  it('refuses a cell beyond the balance with the exact message, creating nothing', async () => {
    const [preto] = p.colors;
    const before = (await owner.client.get('/api/batches?pageSize=100')).body.total;
    const res = await owner.client.post('/api/batches', {
      productionOrderId: p.order.id,
      items: [
        { colorId: preto!.id, size: 'G', quantity: 10 },
        { colorId: preto!.id, size: 'M', quantity: 1 },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`A quantidade excede o saldo da ordem para ${preto!.name} M`);
    expect(res.body.error.fields).toEqual({
      'items.1.quantity': `A quantidade excede o saldo da ordem para ${preto!.name} M`,
    });
    expect((await owner.client.get('/api/batches?pageSize=100')).body.total).toBe(before);
    // The refused batch did not take a number.
    const next = await owner.client.post('/api/batches', {
      productionOrderId: p.order.id,
      items: [{ colorId: preto!.id, size: 'G', quantity: 10 }],
    });
    expect(next.body.code).toBe('L-000003');
  });

  it('takes the whole rest of the order, then lists it no more among orders with balance', async () => {
    const balance = await remainingOf(p.order.id);
    const res = await owner.client.post('/api/batches', {
      productionOrderId: p.order.id,
      items: balance.cells.map(({ colorId, size, remaining }) => ({ colorId, size, quantity: remaining })),
    });
    expect(res.status).toBe(201);
    expect(res.body.totalQuantity).toBe(balance.remainingTotal);
    expect((await remainingOf(p.order.id)).remainingTotal).toBe(0);
    const open = await owner.client.get('/api/batches/order-options');
    expect(open.body.items.map((o: { id: string }) => o.id)).not.toContain(p.order.id);
    const more = await owner.client.post('/api/batches', {
      productionOrderId: p.order.id,
      items: [{ colorId: p.colors[0]!.id, size: 'P', quantity: 1 }],
    });
    expect(more.status).toBe(409);
    expect(more.body.error.message).toBe(`A quantidade excede o saldo da ordem para ${p.colors[0]!.name} P`);
  });

  it('explains bad input in Portuguese', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ items: [] }, { productionOrderId: 'Selecione uma ordem de produção' }],
      [{ productionOrderId: p.order.id, items: [] }, { items: 'Informe ao menos uma peça' }],
      [
        { productionOrderId: p.order.id, items: [{ colorId: p.colors[0]!.id, size: 'P', quantity: 0 }] },
        { items: 'Informe ao menos uma peça' },
      ],
      [
        { productionOrderId: p.order.id, items: [{ colorId: p.colors[0]!.id, size: 'P', quantity: -2 }] },
        { 'items.0.quantity': 'A quantidade não pode ser negativa' },
      ],
      [
        { productionOrderId: p.order.id, items: [{ colorId: p.colors[0]!.id, size: 'P', quantity: '1,5' }] },
        { 'items.0.quantity': 'Informe um número inteiro' },
      ],
      [
        {
          productionOrderId: p.order.id,
          items: [
            { colorId: p.colors[0]!.id, size: 'P', quantity: 1 },
            { colorId: p.colors[0]!.id, size: 'P', quantity: 1 },
          ],
        },
        { 'items.1.size': 'Cor e tamanho repetidos' },
      ],
      [
        {
          productionOrderId: p.order.id,
          dueDate: '31/02/2030',
          items: [{ colorId: p.colors[0]!.id, size: 'P', quantity: 1 }],
        },
        { dueDate: 'Data inválida' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await owner.client.post('/api/batches', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields).toEqual(fields);
    }
  });

  it('answers 404 for an unknown order or one of another company, and 409 for a cell the order does not have', async () => {
    const other = await signUpCompany(ctx, 'Outra Confecção');
    const theirs = await setupProduction(other.client);
    for (const productionOrderId of ['00000000-0000-4000-8000-000000000009', theirs.order.id]) {
      const res = await owner.client.post('/api/batches', {
        productionOrderId,
        items: [{ colorId: theirs.colors[0]!.id, size: 'P', quantity: 1 }],
      });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Ordem de produção não encontrada');
      expect(JSON.stringify(res.body)).not.toContain(theirs.colors[0]!.name);
    }
    const fresh = await setupProduction(owner.client, { sizes: ['P', 'M'] });
    const res = await owner.client.post('/api/batches', {
      productionOrderId: fresh.order.id,
      items: [{ colorId: fresh.colors[0]!.id, size: 'XG', quantity: 1 }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Esta cor e tamanho não fazem parte da ordem');
  });

  it('refuses a batch from a cancelled order', async () => {
    const fresh = await setupProduction(owner.client, { sizes: ['U'] });
    const cancel = await owner.client.post(`/api/production-orders/${fresh.order.id}/cancel`, {
      reason: 'Cliente desistiu',
    });
    expect(cancel.status).toBe(200);
    const res = await owner.client.post('/api/batches', {
      productionOrderId: fresh.order.id,
      items: fullGrid(fresh, 1),
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Esta ordem de produção está cancelada.');
  });
});
