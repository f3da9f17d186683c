import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededProduct, seedProduct } from '../../../test/catalogue-seed.ts';
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
  insertBatch,
  insertOutworker,
  setOrderColumns,
} from './test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let shirt: SeededProduct;
let pants: SeededProduct;
let rosa: { id: string; name: string };
let lima: { id: string; name: string };
const ids: Record<string, string> = {};

type Board = {
  today: string;
  stages: {
    stage: string;
    pieces: number;
    lateCount: number;
    cards: {
      kind: string;
      id: string;
      code: string;
      late: boolean;
      outworkerName: string | null;
      gridSummary: string;
      pieces: number;
      dueDate: string | null;
      orderCode: string;
    }[];
  }[];
};

const stageCodes = (board: Board) =>
  Object.fromEntries(board.stages.map((s) => [s.stage, s.cards.map((c) => c.id)]));

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Quadro');
  shirt = await seedProduct(ctx.db, owner.companyId, {
    name: 'Camiseta Quadro',
    colorNames: ['Preto', 'Branco', 'Azul'],
    sizes: ['P', 'M', 'G', 'GG'],
  });
  pants = await seedProduct(ctx.db, owner.companyId, {
    name: 'Calça Quadro',
    colorNames: ['Jeans'],
    sizes: ['38', '40'],
  });
  rosa = await insertOutworker(ctx, owner.companyId, 'Facção Rosa');
  lima = await insertOutworker(ctx, owner.companyId, 'Facção Lima');

  // Planned, late (due date moved into the past) and on time.
  const planned = await createOrder(owner, shirt, { Preto: { P: 5, GG: 5 }, Branco: { M: 2 } });
  ids.planned = planned.id;
  await setOrderColumns(ctx, owner.companyId, planned.id, { dueDate: daysFromToday(-1) });
  ids.plannedPants = (
    await createOrder(owner, pants, { Jeans: { 38: 3 } }, { dueDate: daysFromToday(60) })
  ).id;

  // An order in production with a batch at each stage.
  const running = await createOrder(
    owner,
    shirt,
    { Preto: { P: 50 }, Azul: { G: 50 } },
    { dueDate: daysFromToday(20) },
  );
  const batch = (
    status: Parameters<typeof insertBatch>[2]['status'],
    extra: Partial<Parameters<typeof insertBatch>[2]> = {},
  ) =>
    insertBatch(ctx, owner.companyId, {
      orderId: running.id,
      productId: shirt.id,
      status,
      cells: [{ ...cellOf(shirt, 'Preto', 'P'), quantity: 10 }],
      ...extra,
    });
  ids.cutting = (await batch('aguardando_corte')).id;
  ids.atRosa = (
    await batch('em_producao', {
      outworkerId: rosa.id,
      dueDate: daysFromToday(-2),
      cells: [
        { ...cellOf(shirt, 'Preto', 'P'), quantity: 10 },
        { ...cellOf(shirt, 'Azul', 'G'), quantity: 6 },
      ],
    })
  ).id;
  ids.atLima = (await batch('enviado', { outworkerId: lima.id })).id;
  ids.review = (await batch('em_revisao', { outworkerId: rosa.id })).id;
  ids.packing = (
    await batch('aprovado', {
      outworkerId: rosa.id,
      cells: [{ ...cellOf(shirt, 'Preto', 'P'), quantity: 10, approved: 10 }],
    })
  ).id;
  ids.packed = (
    await batch('embalado', {
      outworkerId: rosa.id,
      dueDate: daysFromToday(-10),
      packedAt: new Date(),
      cells: [{ ...cellOf(shirt, 'Preto', 'P'), quantity: 10, approved: 10, packed: 10 }],
    })
  ).id;
  ids.packedLongAgo = (
    await batch('embalado', {
      outworkerId: rosa.id,
      packedAt: new Date(Date.now() - 45 * 24 * 60 * 60 * 1000),
      cells: [{ ...cellOf(shirt, 'Preto', 'P'), quantity: 10, approved: 10, packed: 10 }],
    })
  ).id;

  // A cancelled order's batches never show.
  const cancelled = await createOrder(owner, pants, { Jeans: { 40: 4 } });
  await insertBatch(ctx, owner.companyId, {
    orderId: cancelled.id,
    productId: pants.id,
    status: 'aguardando_corte',
    cells: [{ ...cellOf(pants, 'Jeans', '40'), quantity: 4 }],
  });
  await owner.client.post(`/api/production-orders/${cancelled.id}/cancel`, { reason: 'Teste' });
});
afterAll(() => ctx.close());

describe('the order management board (part3 §4)', () => {
  it('groups orders without batches and batches by stage, with late flags and the workshop at a workshop', async () => {
    const res = await owner.client.get('/api/production-board');
    expect(res.status).toBe(200);
    const board = res.body as Board;
    expect(board.stages.map((s) => s.stage)).toEqual([
      'Planejada',
      'Corte',
      'Facção',
      'Revisão',
      'Embalagem',
      'Concluída',
    ]);
    expect(stageCodes(board)).toEqual({
      Planejada: [ids.planned, ids.plannedPants],
      Corte: [ids.cutting],
      Facção: [ids.atRosa, ids.atLima],
      Revisão: [ids.review],
      Embalagem: [ids.packing],
      Concluída: [ids.packed],
    });
    const planned = board.stages[0]!;
    expect(planned.cards[0]).toMatchObject({
      kind: 'order',
      late: true,
      pieces: 12,
      dueDate: daysFromToday(-1),
      outworkerName: null,
    });
    expect(planned.cards[0]!.gridSummary).toMatch(/^Preto .+, Branco .+ · P a GG$/);
    expect(planned.lateCount).toBe(1);
    const workshop = board.stages[2]!;
    expect(workshop.cards[0]).toMatchObject({
      kind: 'batch',
      late: true,
      outworkerName: 'Facção Rosa',
      pieces: 16,
      dueDate: daysFromToday(-2),
    });
    expect(workshop.cards[0]!.gridSummary).toMatch(/^Preto .+, Azul .+ · P, G$/);
    // A batch without its own due date takes the order's.
    expect(workshop.cards[1]).toMatchObject({
      late: false,
      outworkerName: 'Facção Lima',
      dueDate: daysFromToday(20),
    });
    expect(workshop.pieces).toBe(26);
    // Packed is never late, whatever its due date; the review card does not name the workshop.
    expect(board.stages[5]!.cards[0]).toMatchObject({ late: false });
    expect(board.stages[3]!.cards[0]).toMatchObject({ outworkerName: null });
  });

  it('filters by product, workshop and due date', async () => {
    const byProduct = (await owner.client.get(`/api/production-board?productId=${pants.id}`)).body as Board;
    expect(stageCodes(byProduct)).toMatchObject({ Planejada: [ids.plannedPants], Corte: [], Facção: [] });
    const byWorkshop = (await owner.client.get(`/api/production-board?outworkerId=${lima.id}`)).body as Board;
    expect(stageCodes(byWorkshop)).toEqual({
      Planejada: [],
      Corte: [],
      Facção: [ids.atLima],
      Revisão: [],
      Embalagem: [],
      Concluída: [],
    });
    const dueSoon = (await owner.client.get(`/api/production-board?dueUntil=${daysFromToday(0)}`))
      .body as Board;
    expect(stageCodes(dueSoon)).toMatchObject({
      Planejada: [ids.planned],
      Corte: [],
      Facção: [ids.atRosa],
      Concluída: [ids.packed],
    });
  });

  it('offers the products and workshops as filters, and rejects bad filters', async () => {
    const options = await owner.client.get('/api/production-board/options');
    expect(options.status).toBe(200);
    expect(options.body.outworkers.map((o: { name: string }) => o.name)).toEqual([
      'Facção Lima',
      'Facção Rosa',
    ]);
    expect(options.body.products.map((p: { name: string }) => p.name)).toEqual([
      'Calça Quadro',
      'Camiseta Quadro',
    ]);
    const bad = await owner.client.get('/api/production-board?productId=1&outworkerId=x&dueUntil=amanha');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      productId: 'Produto inválido',
      outworkerId: 'Facção inválida',
      dueUntil: 'Data inválida',
    });
  });
});
