import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededProduct, seedProduct } from '../../../test/catalogue-seed.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import {
  cellOf,
  createOrder,
  daysFromToday,
  deactivateProduct,
  deactivateVariant,
  gridBody,
  setOrderColumns,
} from './test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;
let shirt: SeededProduct;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Ordens');
  other = await signUpCompany(ctx, 'Outra Confecção');
  shirt = await seedProduct(ctx.db, owner.companyId, {
    name: 'Camiseta Básica',
    reference: 'CAM-001',
    colorNames: ['Preto', 'Branco', 'Azul'],
    sizes: ['P', 'M', 'G', 'GG'],
  });
});
afterAll(() => ctx.close());

describe('creating production orders', () => {
  it('numbers orders OP-000001, OP-000002… per company and answers the detail with its grid', async () => {
    const first = await owner.client.post('/api/production-orders', {
      productId: shirt.id,
      items: [
        ...gridBody(shirt, { Preto: { P: 10, M: 20, G: 20, GG: 10 }, Branco: { P: 5, M: 0 } }),
        { ...cellOf(shirt, 'Azul', 'G'), quantity: '' },
      ],
      dueDate: daysFromToday(15),
      priority: 'alta',
      notes: '  Coleção inverno  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      code: 'OP-000001',
      status: 'planejada',
      priority: 'alta',
      dueDate: daysFromToday(15),
      late: false,
      notes: 'Coleção inverno',
      product: { id: shirt.id, reference: 'CAM-001', name: 'Camiseta Básica', status: 'ativo' },
      sizes: ['P', 'M', 'G', 'GG'],
      batchCount: 0,
      totals: { ordered: 65, inBatches: 0, cut: 0, atWorkshops: 0, approved: 0, packed: 0 },
      batches: [],
      actions: { edit: true, editGrid: true, cancel: null, createBatch: true },
    });
    // Empty cells are not stored; colours come in the product's order.
    expect(first.body.cells).toHaveLength(5);
    expect(first.body.colors.map((c: { id: string }) => c.id)).toEqual([
      cellOf(shirt, 'Preto', 'P').colorId,
      cellOf(shirt, 'Branco', 'P').colorId,
    ]);
    expect(first.body.product.activeCells).toHaveLength(12);
    expect(first.body.actions.conclude).toBe('A ordem ainda não tem lotes.');

    const second = await createOrder(owner, shirt, { Azul: { M: 3 } });
    expect(second.code).toBe('OP-000002');
    const otherProduct = await seedProduct(ctx.db, other.companyId, { colorNames: ['Preto'] });
    const otherFirst = await createOrder(other, otherProduct, { Preto: { P: 1 } });
    expect(otherFirst.code).toBe('OP-000001');
    expect((await owner.client.get(`/api/production-orders/${first.body.id}`)).body).toEqual(first.body);
  });

  it('asks for at least one piece in the grid', async () => {
    for (const items of [[], gridBody(shirt, { Preto: { P: 0, M: 0 } })]) {
      const res = await owner.client.post('/api/production-orders', {
        productId: shirt.id,
        items,
        dueDate: daysFromToday(5),
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ items: 'Informe ao menos uma quantidade na grade' });
    }
  });

  it('refuses fractions, negatives and repeated cells, naming the cell', async () => {
    const res = await owner.client.post('/api/production-orders', {
      productId: shirt.id,
      items: [
        { ...cellOf(shirt, 'Preto', 'P'), quantity: 2.5 },
        { ...cellOf(shirt, 'Preto', 'M'), quantity: -1 },
      ],
      dueDate: daysFromToday(5),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'items.0.quantity': 'Use números inteiros',
      'items.1.quantity': 'A quantidade não pode ser negativa',
    });
    const repeated = await owner.client.post('/api/production-orders', {
      productId: shirt.id,
      items: [
        { ...cellOf(shirt, 'Preto', 'M'), quantity: 1 },
        { ...cellOf(shirt, 'Preto', 'M'), quantity: 3 },
      ],
      dueDate: daysFromToday(5),
    });
    expect(repeated.body.error.fields).toEqual({ 'items.1.size': 'Cor e tamanho repetidos na grade' });
  });

  it('takes only cells of the product’s active variants', async () => {
    const product = await seedProduct(ctx.db, owner.companyId, { colorNames: ['Preto'], sizes: ['P', 'M'] });
    const inactive = product.variants.find((v) => v.size === 'M')!;
    await deactivateVariant(ctx, owner.companyId, inactive.id);
    const foreignColor = cellOf(shirt, 'Azul', 'P').colorId;
    const res = await owner.client.post('/api/production-orders', {
      productId: product.id,
      items: [
        { ...cellOf(product, 'Preto', 'P'), quantity: 5 },
        { ...cellOf(product, 'Preto', 'M'), quantity: 5 },
        { colorId: foreignColor, size: 'P', quantity: 1 },
        { ...cellOf(product, 'Preto', 'P'), size: 'XGG', quantity: 0 },
      ],
      dueDate: daysFromToday(5),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Esta cor e tamanho não estão ativos no produto');
    expect(Object.keys(res.body.error.fields)).toEqual(['items.1.quantity', 'items.2.quantity']);
  });

  it('refuses a due date in the past (São Paulo calendar) and a missing one', async () => {
    const body = { productId: shirt.id, items: gridBody(shirt, { Preto: { P: 1 } }) };
    const past = await owner.client.post('/api/production-orders', { ...body, dueDate: daysFromToday(-1) });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ dueDate: 'A data de entrega não pode estar no passado' });
    const none = await owner.client.post('/api/production-orders', body);
    expect(none.body.error.fields).toEqual({ dueDate: 'Informe a data de entrega' });
    const today = await owner.client.post('/api/production-orders', { ...body, dueDate: daysFromToday(0) });
    expect(today.status).toBe(201);
  });

  it('answers another company’s product as not found, and refuses an inactive product', async () => {
    const foreign = await seedProduct(ctx.db, other.companyId, { colorNames: ['Preto'] });
    const res = await owner.client.post('/api/production-orders', {
      productId: foreign.id,
      items: [{ colorId: foreign.variants[0]!.colorId, size: 'P', quantity: 1 }],
      dueDate: daysFromToday(3),
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({
      message: 'Produto não encontrado',
      fields: { productId: 'Produto não encontrado' },
    });
    const inactive = await seedProduct(ctx.db, owner.companyId, { colorNames: ['Preto'] });
    await deactivateProduct(ctx, owner.companyId, inactive.id);
    const refused = await owner.client.post('/api/production-orders', {
      productId: inactive.id,
      items: gridBody(inactive, { Preto: { P: 2 } }),
      dueDate: daysFromToday(3),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields).toEqual({ productId: 'Este produto está inativo.' });
  });

  it('rejects malformed bodies field by field', async () => {
    const res = await owner.client.post('/api/production-orders', {
      productId: 'abc',
      items: 'muitas',
      dueDate: '2026-02-31',
      priority: 'altissima',
      notes: 'x'.repeat(2001),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      productId: 'Selecione o produto',
      items: 'Informe ao menos uma quantidade na grade',
      dueDate: 'Data inválida',
      priority: 'Escolha a prioridade',
      notes: 'Máximo de 2000 caracteres',
    });
  });
});

describe('the order options', () => {
  it('lists active products with their colours, sizes and active cells only', async () => {
    const hidden = await seedProduct(ctx.db, owner.companyId, {
      name: 'Sem variantes ativas',
      colorNames: ['Preto'],
      sizes: ['U'],
    });
    await deactivateVariant(ctx, owner.companyId, hidden.variants[0]!.id);
    const res = await owner.client.get('/api/production-orders/options');
    expect(res.status).toBe(200);
    const option = res.body.products.find((p: { id: string }) => p.id === shirt.id);
    expect(option).toMatchObject({ reference: 'CAM-001', sizes: ['P', 'M', 'G', 'GG'] });
    expect(option.colors).toHaveLength(3);
    expect(option.activeCells).toHaveLength(12);
    expect(res.body.products.some((p: { id: string }) => p.id === hidden.id)).toBe(false);
  });
});

describe('listing production orders', () => {
  let dress: SeededProduct;
  let lateOrder: { id: string; code: string };
  let futureOrder: { id: string; code: string };

  beforeAll(async () => {
    dress = await seedProduct(ctx.db, owner.companyId, {
      name: 'Vestido Floral',
      reference: 'VES-900',
      colorNames: ['Rosa'],
      sizes: ['36', '38'],
    });
    lateOrder = await createOrder(owner, dress, { Rosa: { 36: 4, 38: 6 } }, { priority: 'urgente' });
    await setOrderColumns(ctx, owner.companyId, lateOrder.id, { dueDate: daysFromToday(-3) });
    futureOrder = await createOrder(owner, dress, { Rosa: { 38: 2 } }, { dueDate: daysFromToday(40) });
  });

  it('searches by code and by product reference or name, with totals, colours and sizes', async () => {
    const byCode = await owner.client.get(`/api/production-orders?q=${lateOrder.code}`);
    expect(byCode.status).toBe(200);
    expect(byCode.body.items.map((o: { id: string }) => o.id)).toEqual([lateOrder.id]);
    expect(byCode.body.items[0]).toMatchObject({
      code: lateOrder.code,
      status: 'planejada',
      priority: 'urgente',
      late: true,
      product: { id: dress.id, reference: 'VES-900', name: 'Vestido Floral' },
      sizes: ['36', '38'],
      batchCount: 0,
      totals: { ordered: 10, inBatches: 0, cut: 0, atWorkshops: 0, approved: 0, packed: 0 },
    });
    expect(byCode.body.items[0].colors).toHaveLength(1);
    const byProduct = await owner.client.get('/api/production-orders?q=floral');
    expect(byProduct.body.total).toBe(2);
    const byReference = await owner.client.get('/api/production-orders?q=ves-9');
    expect(byReference.body.total).toBe(2);
  });

  it('filters by product, due period, status and late only; newest code first by default', async () => {
    const byProduct = await owner.client.get(`/api/production-orders?productId=${dress.id}`);
    expect(byProduct.body.items.map((o: { id: string }) => o.id)).toEqual([futureOrder.id, lateOrder.id]);
    const due = await owner.client.get(
      `/api/production-orders?productId=${dress.id}&dueFrom=${daysFromToday(30)}&dueTo=${daysFromToday(50)}`,
    );
    expect(due.body.items.map((o: { id: string }) => o.id)).toEqual([futureOrder.id]);
    const late = await owner.client.get('/api/production-orders?late=1');
    expect(late.body.items.map((o: { id: string }) => o.id)).toEqual([lateOrder.id]);
    const planned = await owner.client.get(`/api/production-orders?status=planejada&productId=${dress.id}`);
    expect(planned.body.total).toBe(2);
    const open = await owner.client.get(`/api/production-orders?status=abertas&productId=${dress.id}`);
    expect(open.body.total).toBe(2);
    const cancelled = await owner.client.get(`/api/production-orders?status=cancelada&productId=${dress.id}`);
    expect(cancelled.body.total).toBe(0);
    const byDue = await owner.client.get(`/api/production-orders?productId=${dress.id}&sort=dueDate&dir=asc`);
    expect(byDue.body.items.map((o: { id: string }) => o.id)).toEqual([lateOrder.id, futureOrder.id]);
  });

  it('rejects bad filters in Portuguese', async () => {
    const res = await owner.client.get(
      '/api/production-orders?status=parada&productId=x&dueFrom=ontem&late=talvez',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      status: 'Situação inválida',
      productId: 'Produto inválido',
      dueFrom: 'Data inválida',
      late: 'Filtro inválido',
    });
  });
});

describe('permissions', () => {
  it('lets a reader list and open orders but not create, change, cancel or conclude them', async () => {
    const order = await createOrder(owner, shirt, { Preto: { P: 1 } });
    const reader = await addMember(ctx, owner.companyId, 'user', {
      'production-orders': { canAccess: true },
    });
    expect((await reader.client.get('/api/production-orders')).status).toBe(200);
    expect((await reader.client.get('/api/production-orders/options')).status).toBe(200);
    expect((await reader.client.get(`/api/production-orders/${order.id}`)).status).toBe(200);
    expect((await reader.client.get(`/api/production-orders/${order.id}/requirements`)).status).toBe(200);
    const writes = [
      reader.client.post('/api/production-orders', {
        productId: shirt.id,
        items: gridBody(shirt, { Preto: { P: 1 } }),
        dueDate: daysFromToday(1),
      }),
      reader.client.patch(`/api/production-orders/${order.id}`, { priority: 'baixa' }),
      reader.client.post(`/api/production-orders/${order.id}/cancel`, { reason: 'Teste' }),
      reader.client.post(`/api/production-orders/${order.id}/conclude`),
    ];
    for (const res of await Promise.all(writes)) expect(res.status).toBe(403);
    expect((await reader.client.get('/api/production-board')).status).toBe(403);
  });

  it('keeps members without the feature out, and lets a writer create', async () => {
    const outsider = await addMember(ctx, owner.companyId, 'user', { products: { canAccess: true } });
    expect((await outsider.client.get('/api/production-orders')).status).toBe(403);
    expect((await outsider.client.get('/api/production-orders/options')).status).toBe(403);
    const writer = await addMember(ctx, owner.companyId, 'user', {
      'production-orders': { canAccess: true, canWrite: true },
    });
    const res = await writer.client.post('/api/production-orders', {
      productId: shirt.id,
      items: gridBody(shirt, { Branco: { GG: 7 } }),
      dueDate: daysFromToday(2),
    });
    expect(res.status).toBe(201);
    const board = await addMember(ctx, owner.companyId, 'user', {
      'production-management': { canAccess: true },
    });
    expect((await board.client.get('/api/production-board')).status).toBe(200);
    expect((await board.client.get('/api/production-board/options')).status).toBe(200);
    expect((await board.client.get('/api/production-orders')).status).toBe(403);
  });
});
