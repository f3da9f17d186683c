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
import { batches } from '../batches/schema.ts';
import { approvedBatch } from '../packaging/packaging-test-support.ts';
import { seedReturnedBatch } from '../quality-control/qc-test-support.ts';
import { qualityChecks } from '../quality-control/schema.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Desempenho');
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY);
const today = () => todayInSaoPaulo();

async function newWorkshop(name: string): Promise<string> {
  const res = await owner.client.post('/api/outworkers', { name });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** Hands a batch made by the QC/packaging helpers to `outworkerId`, with the dates and status of the case. */
async function placeBatch(
  batchId: string,
  outworkerId: string,
  set: Partial<typeof batches.$inferInsert>,
  reviewCompletedAt?: Date,
) {
  await runAsSystemForCompany(ctx.db, owner.companyId, async (tx) => {
    await tx
      .update(batches)
      .set({ outworkerId, ...set })
      .where(and(eq(batches.id, batchId), eq(batches.companyId, owner.companyId)));
    if (reviewCompletedAt) {
      await tx
        .update(qualityChecks)
        .set({ completedAt: reviewCompletedAt })
        .where(and(eq(qualityChecks.batchId, batchId), eq(qualityChecks.companyId, owner.companyId)));
    }
  });
}

const performance = (id: string, query = '') => owner.client.get(`/api/outworkers/${id}/performance${query}`);

describe('outworker performance summary (part3 §1)', () => {
  it('answers an empty summary for a workshop that never received a batch, over the last 90 days', async () => {
    const id = await newWorkshop('Facção Nova');
    const res = await performance(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: addDaysToDate(today(), -89),
      to: today(),
      hasBatches: false,
      sent: { batches: 0, pieces: 0 },
      returned: { batches: 0, pieces: 0 },
      averageLeadTimeDays: null,
      reviewedPieces: 0,
      defectivePieces: 0,
      defectRatePercent: null,
      atWorkshop: { batches: 0, pieces: 0 },
      late: { batches: 0, pieces: 0, items: [] },
    });
  });

  it('sums sent and returned batches, lead time, defect rate, what is there now and what is late', async () => {
    const workshop = await newWorkshop('Facção Medida');
    const other = await newWorkshop('Facção Vizinha');

    // Reviewed by the API: 50 pieces, 3 with defects and 2 in repair; 10 days out, back after 6.
    const reviewed = await approvedBatch(
      ctx,
      owner,
      { Azul: { P: 20, M: 30 } },
      {
        'Azul|P': { defects: { costura: 2 } },
        'Azul|M': { defects: { mancha: 1 }, repair: 2 },
      },
    );
    await placeBatch(reviewed.batchId, workshop, { sentAt: daysAgo(10), returnedAt: daysAgo(4) });
    // Finished at the workshop, not yet reviewed: 40 pieces, back after 3 days.
    const finished = await seedReturnedBatch(ctx, owner, { grid: { Preto: { G: 40 } } });
    await placeBatch(finished.batchId, workshop, { sentAt: daysAgo(5), returnedAt: daysAgo(2) });
    // Still being sewn, due yesterday: late.
    const late = await seedReturnedBatch(ctx, owner, {
      grid: { Preto: { P: 25 } },
      status: 'em_producao',
      productName: 'Calça Atrasada',
    });
    await placeBatch(late.batchId, workshop, {
      sentAt: daysAgo(3),
      returnedAt: null,
      dueDate: addDaysToDate(today(), -1),
    });
    // Just sent, due in 10 days.
    const onTime = await seedReturnedBatch(ctx, owner, { grid: { Azul: { GG: 15 } }, status: 'enviado' });
    await placeBatch(onTime.batchId, workshop, {
      sentAt: daysAgo(1),
      returnedAt: null,
      dueDate: addDaysToDate(today(), 10),
    });
    // Long ago: sent 200 days back, returned 10 days later, reviewed the day after (1 defect in 8).
    const old = await approvedBatch(ctx, owner, { Azul: { M: 8 } }, { 'Azul|M': { defects: { outro: 1 } } });
    await placeBatch(
      old.batchId,
      workshop,
      { status: 'embalado', sentAt: daysAgo(200), returnedAt: daysAgo(190) },
      daysAgo(189),
    );
    // Another workshop's batch never counts here.
    const theirs = await seedReturnedBatch(ctx, owner, { grid: { Azul: { P: 99 } }, status: 'em_producao' });
    await placeBatch(theirs.batchId, other, {
      sentAt: daysAgo(2),
      returnedAt: null,
      dueDate: addDaysToDate(today(), -5),
    });

    const res = await performance(workshop);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: addDaysToDate(today(), -89),
      to: today(),
      hasBatches: true,
      sent: { batches: 4, pieces: 130 },
      returned: { batches: 2, pieces: 90 },
      averageLeadTimeDays: '4.5',
      reviewedPieces: 50,
      defectivePieces: 3,
      defectRatePercent: '6.0',
      atWorkshop: { batches: 2, pieces: 40 },
      late: {
        batches: 1,
        pieces: 25,
        items: [
          {
            id: late.batchId,
            code: late.code,
            productName: 'Calça Atrasada',
            dueDate: addDaysToDate(today(), -1),
            pieces: 25,
          },
        ],
      },
    });

    // A period around the old batch: only it, with its own lead time and defects; now and late stay as of today.
    const past = await performance(
      workshop,
      `?from=${addDaysToDate(today(), -210)}&to=${addDaysToDate(today(), -180)}`,
    );
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({
      from: addDaysToDate(today(), -210),
      to: addDaysToDate(today(), -180),
      sent: { batches: 1, pieces: 8 },
      returned: { batches: 1, pieces: 8 },
      averageLeadTimeDays: '10.0',
      reviewedPieces: 8,
      defectivePieces: 1,
      defectRatePercent: '12.5',
      atWorkshop: { batches: 2, pieces: 40 },
      late: { batches: 1, pieces: 25 },
    });

    // Only `from`: up to today.
    const since = await performance(workshop, `?from=${addDaysToDate(today(), -4)}`);
    expect(since.body).toMatchObject({
      to: today(),
      sent: { batches: 2, pieces: 40 },
      returned: { batches: 2, pieces: 90 },
    });

    const neighbour = await performance(other);
    expect(neighbour.body).toMatchObject({
      sent: { batches: 1, pieces: 99 },
      returned: { batches: 0, pieces: 0 },
      late: { batches: 1, pieces: 99 },
    });
  });

  it('refuses a bad period in Portuguese', async () => {
    const id = await newWorkshop('Facção Datas');
    for (const [query, field, message] of [
      ['?from=2026-02-30', 'from', 'Data inválida'],
      ['?to=31/01/2026', 'to', 'Data inválida'],
      ['?from=2026-03-10&to=2026-03-01', 'to', 'A data final deve ser igual ou posterior à inicial'],
    ] as const) {
      const res = await performance(id, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[field], query).toBe(message);
    }
  });

  it('is read with the outworkers access permission only', async () => {
    const id = await newWorkshop('Facção Permissões');
    const reader = await addMember(ctx, owner.companyId, 'user', { outworkers: { canAccess: true } });
    expect((await reader.client.get(`/api/outworkers/${id}/performance`)).status).toBe(200);
    const outsider = await addMember(ctx, owner.companyId, 'user', {
      'production-batches': { canAccess: true },
    });
    const denied = await outsider.client.get(`/api/outworkers/${id}/performance`);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('Você não tem permissão para realizar esta ação.');
  });
});
