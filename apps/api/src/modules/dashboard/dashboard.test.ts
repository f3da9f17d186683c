import { randomUUID } from 'node:crypto';
import {
  addDaysToDate,
  type BatchStatus,
  DEFAULT_VARIATION_NAME,
  todayInSaoPaulo,
  weekStartOf,
} from '@alinhavo/domain';
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
import { must } from '../batches/batch-test-support.ts';
import { batches } from '../batches/schema.ts';
import { approvedBatch } from '../packaging/packaging-test-support.ts';
import { seedReturnedBatch } from '../quality-control/qc-test-support.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let other: SignedUpCompany;

const today = () => todayInSaoPaulo();
const daysFromToday = (days: number) => addDaysToDate(today(), days);

/** A batch of `pieces` (one cell) in `status`, with the columns of the case written as days went by. */
async function batch(
  company: SignedUpCompany,
  status: BatchStatus,
  pieces: number,
  set: Partial<typeof batches.$inferInsert> = {},
  outworkerName?: string,
) {
  const seeded = await seedReturnedBatch(ctx, company, {
    grid: { Azul: { M: pieces } },
    status,
    productName: `Produto ${status}`,
    ...(outworkerName ? { outworkerName } : {}),
  });
  await setBatch(company, seeded.batchId, set);
  return seeded;
}

async function setBatch(
  company: SignedUpCompany,
  batchId: string,
  set: Partial<typeof batches.$inferInsert>,
) {
  if (Object.keys(set).length === 0) return;
  await runAsSystemForCompany(ctx.db, company.companyId, (tx) =>
    tx
      .update(batches)
      .set(set)
      .where(and(eq(batches.id, batchId), eq(batches.companyId, company.companyId))),
  );
}

/** A material through the API with `stock` in its one variation and `minimumStock`. */
async function material(company: SignedUpCompany, name: string, minimumStock: string, stock: string) {
  const created = await must(
    await company.client.post('/api/materials', { name, category: 'aviamento', unit: 'un', minimumStock }),
  );
  if (stock !== '0') {
    await must(
      await company.client.post('/api/stock/documents', {
        type: 'entrada',
        lines: [{ item: { kind: 'material', variationId: created.variations[0].id }, quantity: stock }],
      }),
    );
  }
  return created as { id: string; name: string };
}

const get = (company: SignedUpCompany, path: string) => company.client.get(`/api/dashboard/${path}`);

/** What company B holds of every kind a card counts; company A's answers must never include any of it. */
async function seedOtherCompany() {
  await batch(other, 'em_producao', 77, { dueDate: daysFromToday(-3) }, 'Facção da Outra');
  await batch(other, 'cortado', 66, { dueDate: daysFromToday(-1) });
  const approved = await approvedBatch(ctx, other, { Azul: { P: 55 } });
  await material(other, `Botão da outra ${randomUUID().slice(0, 6)}`, '100', '1');
  return approved;
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Painel');
  other = await signUpCompany(ctx, 'Confecção Vizinha');
  await seedOtherCompany();
}, 120_000);
afterAll(() => ctx.close());

describe('GET /dashboard/late-batches', () => {
  it('counts batches whose due date passed before they were packed, most overdue first, never another company’s', async () => {
    const empty = await get(owner, 'late-batches');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ today: today(), batches: 0, pieces: 0, items: [] });

    const worst = await batch(owner, 'em_producao', 30, { dueDate: daysFromToday(-10) }, 'Facção Lenta');
    const waiting = await batch(owner, 'aguardando_corte', 12, { dueDate: daysFromToday(-1) });
    await batch(owner, 'embalado', 40, { dueDate: daysFromToday(-20) }); // packed: done, not late
    await batch(owner, 'enviado', 25, { dueDate: today() }); // due today: not late yet
    await batch(owner, 'cortado', 8, { dueDate: null }); // no due date

    const res = await get(owner, 'late-batches');
    expect(res.status).toBe(200);
    expect(res.body.batches).toBe(2);
    expect(res.body.pieces).toBe(42);
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([worst.batchId, waiting.batchId]);
    expect(res.body.items[0]).toMatchObject({
      code: worst.code,
      status: 'em_producao',
      productReference: worst.reference,
      productName: 'Produto em_producao',
      outworkerName: 'Facção Lenta',
      dueDate: daysFromToday(-10),
      pieces: 30,
    });

    const one = await get(owner, 'late-batches?limit=1');
    expect(one.body.items).toHaveLength(1);
    expect(one.body.batches).toBe(2);

    // The list it links to shows the same batches.
    const list = await owner.client.get('/api/batches?late=1&sort=dueDate');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([worst.batchId, waiting.batchId]);
    expect(list.body.statusCounts).toMatchObject({ em_producao: 1, aguardando_corte: 1, embalado: 0 });
  });
});

describe('GET /dashboard/workshops', () => {
  it('sums batches sent or being sewn per workshop, most pieces first, with the late ones', async () => {
    const before = (await get(owner, 'workshops')).body;
    const a1 = await batch(owner, 'enviado', 10, { dueDate: daysFromToday(5) }, 'Facção Aurora');
    await setBatch(owner, (await batch(owner, 'em_producao', 15, {}, 'Facção Aurora x')).batchId, {
      outworkerId: a1.outworkerId,
      dueDate: daysFromToday(-2),
    });
    const big = await batch(owner, 'em_producao', 90, {}, 'Facção Grande');
    // Back from the workshop or never sent: not at a workshop.
    await setBatch(owner, (await batch(owner, 'finalizado_faccao', 500)).batchId, {
      outworkerId: a1.outworkerId,
    });
    await batch(owner, 'aguardando_corte', 700);

    const res = await get(owner, 'workshops');
    expect(res.status).toBe(200);
    expect(res.body.batches - before.batches).toBe(3);
    expect(res.body.pieces - before.pieces).toBe(115);
    const byId = new Map(res.body.workshops.map((w: { outworkerId: string }) => [w.outworkerId, w]));
    expect(byId.get(big.outworkerId)).toEqual({
      outworkerId: big.outworkerId,
      name: 'Facção Grande',
      batches: 1,
      pieces: 90,
      lateBatches: 0,
    });
    expect(byId.get(a1.outworkerId)).toEqual({
      outworkerId: a1.outworkerId,
      name: 'Facção Aurora',
      batches: 2,
      pieces: 25,
      lateBatches: 1,
    });
    const pieces = res.body.workshops.map((w: { pieces: number }) => w.pieces);
    expect(pieces).toEqual([...pieces].sort((x, y) => y - x));
    expect(JSON.stringify(res.body)).not.toContain('Facção da Outra');

    const first = await get(owner, 'workshops?limit=1');
    expect(first.body.workshops).toEqual([res.body.workshops[0]]);
    expect(first.body.workshopCount).toBe(res.body.workshopCount);

    const list = await owner.client.get(`/api/batches?atWorkshop=1&outworkerId=${a1.outworkerId}`);
    expect(list.body.total).toBe(2);
    const all = await owner.client.get('/api/batches?atWorkshop=1');
    expect(all.body.total).toBe(res.body.batches);
  });
});

describe('GET /dashboard/approved-this-week', () => {
  it('sums the reviews completed from Monday 00:00 to Sunday in São Paulo, never another company’s', async () => {
    const from = weekStartOf(today());
    const before = (await get(owner, 'approved-this-week')).body;
    expect(before).toMatchObject({ from, to: addDaysToDate(from, 6) });

    // Reviewed now: 20 approved, 3 with defects, 2 in repair.
    const reviewed = await approvedBatch(
      ctx,
      owner,
      { Azul: { P: 25 } },
      { 'Azul|P': { defects: { costura: 3 }, repair: 2 } },
    );
    // Reviewed at the very start of the week (Monday 00:00 in São Paulo, 03:00 UTC) and packed since.
    const monday = await approvedBatch(ctx, owner, { Azul: { M: 10 } });
    await setBatch(owner, monday.batchId, {
      approvedAt: new Date(`${from}T03:00:00Z`),
      status: 'embalado',
    });
    // One second earlier is last week's Sunday night.
    const sunday = await approvedBatch(ctx, owner, { Azul: { G: 40 } });
    await setBatch(owner, sunday.batchId, { approvedAt: new Date(`${from}T02:59:59Z`) });

    const res = await get(owner, 'approved-this-week');
    expect(res.status).toBe(200);
    expect(res.body.batches - before.batches).toBe(2);
    expect(res.body.approvedPieces - before.approvedPieces).toBe(30);
    expect(res.body.defectPieces - before.defectPieces).toBe(3);

    const list = await owner.client.get(`/api/batches?approvedFrom=${from}`);
    const ids = list.body.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([reviewed.batchId, monday.batchId]));
    expect(ids).not.toContain(sunday.batchId);
    expect(list.body.total).toBe(res.body.batches);
  });
});

describe('GET /dashboard/stock-alerts', () => {
  it('lists active materials with stock under the minimum, as the materials list filters them', async () => {
    const tag = randomUUID().slice(0, 6);
    const low = await material(owner, `Elástico ${tag}`, '50', '10');
    const empty = await material(owner, `Zíper ${tag}`, '5', '0');
    await material(owner, `Linha ${tag}`, '20', '20'); // at the minimum: fine
    await material(owner, `Etiqueta ${tag}`, '0', '0'); // no minimum
    const inactive = await material(owner, `Botão ${tag}`, '100', '1');
    expect((await owner.client.patch(`/api/materials/${inactive.id}`, { status: 'inativo' })).status).toBe(
      200,
    );
    // Two sizes, one of them short: the card names the variation furthest under the minimum.
    const ribbon = await must(
      await owner.client.post('/api/materials', {
        name: `Fita ${tag}`,
        category: 'aviamento',
        unit: 'm',
        minimumStock: '20',
        sizes: ['P', 'G'],
      }),
    );
    const sized = (size: string) => ribbon.variations.find((v: { size: string }) => v.size === size).id;
    await must(
      await owner.client.post('/api/stock/documents', {
        type: 'entrada',
        lines: [
          { item: { kind: 'material', variationId: sized('P') }, quantity: '100' },
          { item: { kind: 'material', variationId: sized('G') }, quantity: '3' },
        ],
      }),
    );

    const res = await get(owner, 'stock-alerts');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.totalCapped).toBe(false);
    expect(res.body.items).toEqual([
      {
        id: low.id,
        name: `Elástico ${tag}`,
        unit: 'un',
        minimumStock: '50.00',
        stockTotal: '10.00',
        variationCount: 1,
        belowMinimumCount: 1,
        lowestVariationName: DEFAULT_VARIATION_NAME,
        lowestStock: '10.00',
      },
      expect.objectContaining({
        id: ribbon.id,
        stockTotal: '103.00',
        variationCount: 2,
        belowMinimumCount: 1,
        lowestVariationName: 'G',
        lowestStock: '3.00',
      }),
      expect.objectContaining({
        id: empty.id,
        stockTotal: '0.00',
        minimumStock: '5.00',
        lowestStock: '0.00',
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('Botão da outra');

    const list = await owner.client.get('/api/materials?belowMinimum=true');
    expect(list.body.total).toBe(res.body.total);
    expect((await get(owner, 'stock-alerts?limit=1')).body.items).toHaveLength(1);
  });
});

describe('GET /dashboard/batch-stages', () => {
  it('counts the batches still in production per status, in the flow’s order, packed ones left out', async () => {
    const before = (await get(owner, 'batch-stages')).body;
    expect(before.stages.map((s: { status: string }) => s.status)).toEqual([
      'aguardando_corte',
      'cortado',
      'enviado',
      'em_producao',
      'finalizado_faccao',
      'em_revisao',
      'aprovado',
    ]);
    await batch(owner, 'cortado', 14);
    await batch(owner, 'cortado', 6);
    await batch(owner, 'em_revisao', 9);
    await batch(owner, 'embalado', 300);

    const res = await get(owner, 'batch-stages');
    expect(res.status).toBe(200);
    const delta = (status: string) => {
      const now = res.body.stages.find((s: { status: string }) => s.status === status);
      const then = before.stages.find((s: { status: string }) => s.status === status);
      return { batches: now.batches - then.batches, pieces: now.pieces - then.pieces };
    };
    expect(delta('cortado')).toEqual({ batches: 2, pieces: 20 });
    expect(delta('em_revisao')).toEqual({ batches: 1, pieces: 9 });
    expect(delta('aguardando_corte')).toEqual({ batches: 0, pieces: 0 });
  });
});

describe('cross-tenant: another company’s batches and materials are never counted', () => {
  it('a new company sees zeros on every card while its neighbour has late, sent, approved and low-stock items', async () => {
    const fresh = await signUpCompany(ctx, 'Confecção Recém-Chegada');
    const answers = await Promise.all(
      ['late-batches', 'workshops', 'approved-this-week', 'stock-alerts', 'batch-stages'].map((path) =>
        get(fresh, path),
      ),
    );
    for (const res of answers) expect(res.status).toBe(200);
    const [late, workshops, approved, stock, stages] = answers.map((r) => r.body);
    expect(late).toMatchObject({ batches: 0, pieces: 0, items: [] });
    expect(workshops).toEqual({ batches: 0, pieces: 0, workshopCount: 0, workshops: [] });
    expect(approved).toMatchObject({ batches: 0, approvedPieces: 0, defectPieces: 0 });
    expect(stock).toEqual({ total: 0, totalCapped: false, items: [] });
    expect(stages.stages.every((s: { batches: number }) => s.batches === 0)).toBe(true);

    // The neighbour's own answers do hold them, so the zeros above are not an empty database.
    expect((await get(other, 'late-batches')).body.batches).toBe(2);
    expect((await get(other, 'workshops')).body.workshops[0].name).toBe('Facção da Outra');
    expect((await get(other, 'approved-this-week')).body.approvedPieces).toBe(55);
    expect((await get(other, 'stock-alerts')).body.total).toBe(1);
  });

  it('a company id in the query changes nothing', async () => {
    const fresh = await signUpCompany(ctx, 'Confecção Curiosa');
    for (const path of ['late-batches', 'workshops', 'approved-this-week', 'stock-alerts', 'batch-stages']) {
      const plain = await get(fresh, path);
      const asked = await get(fresh, `${path}?companyId=${other.companyId}&company_id=${other.companyId}`);
      expect(asked.status, path).toBe(200);
      expect(asked.body, path).toEqual(plain.body);
    }
  });
});

describe('bad input', () => {
  it.each(['late-batches', 'workshops', 'stock-alerts'])(
    'GET /dashboard/%s refuses a limit that is not a whole number from 1 to 20, in Portuguese',
    async (path) => {
      for (const [limit, message] of [
        ['0', 'Quantidade inválida'],
        ['abc', 'Quantidade inválida'],
        ['2.5', 'Quantidade inválida'],
        ['21', 'No máximo 20 itens'],
        ["1' or '1'='1", 'Quantidade inválida'],
      ] as const) {
        const res = await get(owner, `${path}?limit=${encodeURIComponent(limit)}`);
        expect(res.status, limit).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION');
        expect(res.body.error.fields.limit).toBe(message);
      }
    },
  );

  it.each(['approved-this-week', 'batch-stages'])(
    'GET /dashboard/%s takes no input: junk in the query is ignored',
    async (path) => {
      const plain = await get(owner, path);
      const junk = await get(owner, `${path}?limit=-1&from=ontem&to=amanh%C3%A3&status='embalado'`);
      expect(junk.status).toBe(200);
      expect(junk.body).toEqual(plain.body);
    },
  );

  it('the batches list refuses bad values of the filters the cards link with', async () => {
    for (const query of ['late=talvez', 'atWorkshop=sim', 'approvedFrom=2026-02-30', 'approvedFrom=ontem']) {
      const res = await owner.client.get(`/api/batches?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
  });
});

describe('access', () => {
  it('needs the dashboard feature; a member without it gets 403 on every card', async () => {
    const withIt = await addMember(ctx, owner.companyId, 'user', { dashboard: {} });
    const without = await addMember(ctx, owner.companyId, 'user', { products: {} });
    for (const path of ['late-batches', 'workshops', 'approved-this-week', 'stock-alerts', 'batch-stages']) {
      expect((await withIt.client.get(`/api/dashboard/${path}`)).status, path).toBe(200);
      const denied = await without.client.get(`/api/dashboard/${path}`);
      expect(denied.status, path).toBe(403);
      expect(denied.body.error.code).toBe('FORBIDDEN');
    }
  });
});
