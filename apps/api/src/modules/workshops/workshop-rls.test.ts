import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatchFixture } from '../../../test/fixtures/batches.ts';
import { createPaymentRecordFixture } from '../../../test/fixtures/workshop-payments.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsTenant, runAsWorkshop } from '../../platform/db/tenant.ts';
import { advanceBatch } from '../batches/batch-test-support.ts';
import { batches, batchHistory } from '../batches/schema.ts';
import { companies } from '../companies/schema.ts';
import { outworkers } from '../outworkers/schema.ts';
import { paymentRecords } from '../workshop-payments/schema.ts';
import { faccaoCompanies, faccaoOutworkers, faccoes } from './schema.ts';
import { insertWorkshopLogin, linkWorkshop } from './workshop-test-support.ts';

/**
 * The workshop policies of migration 0022, straight at the database: these queries forget every filter, so only
 * row-level security keeps a workshop to its own batches and payments in the company it operates.
 */
let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;
const ids = {} as {
  outworkerA: string;
  otherOutworkerA: string;
  outworkerB: string;
  sentA: string;
  otherA: string;
  paidA: string;
  sentB: string;
  paymentA: string;
};
let workshop: { faccaoId: string; userId: string };
let stranger: { faccaoId: string; userId: string };

async function sendTo(company: SignedUpCompany, batchId: string, outworkerId: string) {
  await advanceBatch(ctx, company, batchId, 'cortado');
  await advanceBatch(ctx, company, batchId, 'enviado', { outworkerId });
}

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, 'Confecção A');
  b = await signUpCompany(ctx, 'Confecção B');
  ids.paymentA = await createPaymentRecordFixture(a.client, 'pagamento A');
  const payment = (await a.client.get(`/api/workshop-payments/${ids.paymentA}`)).body;
  ids.outworkerA = payment.outworkerId;
  ids.paidA = payment.batchId;
  ids.otherOutworkerA = (await a.client.post('/api/outworkers', { name: 'Outra facção de A' })).body.id;
  ids.outworkerB = (await b.client.post('/api/outworkers', { name: 'Facção em B' })).body.id;
  ids.sentA = await createBatchFixture(a.client, 'A enviado');
  ids.otherA = await createBatchFixture(a.client, 'A de outra facção');
  ids.sentB = await createBatchFixture(b.client, 'B enviado');
  await sendTo(a, ids.sentA, ids.outworkerA);
  await sendTo(a, ids.otherA, ids.otherOutworkerA);
  await sendTo(b, ids.sentB, ids.outworkerB);

  workshop = await insertWorkshopLogin(ctx.db, 'Facção Dupla');
  await linkWorkshop(ctx.db, {
    faccaoId: workshop.faccaoId,
    companyId: a.companyId,
    outworkerId: ids.outworkerA,
  });
  await linkWorkshop(ctx.db, {
    faccaoId: workshop.faccaoId,
    companyId: b.companyId,
    outworkerId: ids.outworkerB,
  });
  stranger = await insertWorkshopLogin(ctx.db, 'Facção Estranha');
  await linkWorkshop(ctx.db, { faccaoId: stranger.faccaoId, companyId: a.companyId, status: 'pending' });
}, 120_000);
afterAll(() => ctx?.close());

const batchIdsSeen = (userId: string, companyId: string | null) =>
  runAsWorkshop(ctx.db, userId, companyId, async (tx) =>
    (await tx.select({ id: batches.id }).from(batches)).map((r) => r.id).sort(),
  );

describe('a workshop login in the database', () => {
  it('sees only its batches of the company it operates, each company only while chosen', async () => {
    expect(await batchIdsSeen(workshop.userId, a.companyId)).toEqual([ids.paidA, ids.sentA].sort());
    expect(await batchIdsSeen(workshop.userId, b.companyId)).toEqual([ids.sentB]);
    expect(await batchIdsSeen(workshop.userId, null)).toEqual([]);
  });

  it('sees nothing of a company it is not actively associated with', async () => {
    expect(await batchIdsSeen(stranger.userId, a.companyId)).toEqual([]);
    expect(await batchIdsSeen(stranger.userId, b.companyId)).toEqual([]);
  });

  it('reads only its payment records, outworker record, history and the linked companies', async () => {
    await runAsWorkshop(ctx.db, workshop.userId, a.companyId, async (tx) => {
      expect((await tx.select({ id: paymentRecords.id }).from(paymentRecords)).map((r) => r.id)).toEqual([
        ids.paymentA,
      ]);
      expect((await tx.select({ id: outworkers.id }).from(outworkers)).map((r) => r.id)).toEqual([
        ids.outworkerA,
      ]);
      const history = await tx.select({ batchId: batchHistory.batchId }).from(batchHistory);
      expect(new Set(history.map((h) => h.batchId))).toEqual(new Set([ids.paidA, ids.sentA]));
      const names = (await tx.select({ name: companies.name }).from(companies)).map((r) => r.name).sort();
      expect(names).toEqual(['Confecção A', 'Confecção B']);
    });
    await runAsWorkshop(ctx.db, workshop.userId, b.companyId, async (tx) => {
      expect(await tx.select().from(paymentRecords)).toEqual([]);
    });
  });

  it('starts a batch with a history entry of its own, and can do nothing else to it', async () => {
    await runAsWorkshop(ctx.db, workshop.userId, a.companyId, async (tx) => {
      const [moved] = await tx
        .update(batches)
        .set({ status: 'em_producao', startedAt: sql`now()` })
        .where(eq(batches.id, ids.sentA))
        .returning({ status: batches.status });
      expect(moved).toEqual({ status: 'em_producao' });
      await tx.insert(batchHistory).values({
        companyId: a.companyId,
        batchId: ids.sentA,
        actionType: 'em_producao',
        actor: 'faccao',
        userId: workshop.userId,
      });
    });
    const refused = [
      // any other move
      (tx: Parameters<Parameters<typeof runAsWorkshop>[3]>[0]) =>
        tx.update(batches).set({ status: 'aprovado' }).where(eq(batches.id, ids.sentA)),
      // any other column
      (tx: Parameters<Parameters<typeof runAsWorkshop>[3]>[0]) =>
        tx
          .update(batches)
          .set({ status: 'finalizado_faccao', notes: 'mudado pela facção' })
          .where(eq(batches.id, ids.sentA)),
      // a history entry in the company's name
      (tx: Parameters<Parameters<typeof runAsWorkshop>[3]>[0]) =>
        tx
          .insert(batchHistory)
          .values({ companyId: a.companyId, batchId: ids.sentA, actionType: 'x', actor: 'empresa' }),
    ];
    for (const write of refused) {
      await expect(runAsWorkshop(ctx.db, workshop.userId, a.companyId, write)).rejects.toThrow();
    }
    // Another company's batch is simply not there.
    const untouched = await runAsWorkshop(ctx.db, workshop.userId, a.companyId, (tx) =>
      tx.update(batches).set({ status: 'em_producao' }).where(eq(batches.id, ids.otherA)).returning(),
    );
    expect(untouched).toEqual([]);
  });

  it('keeps a company from seeing another company’s link to the same workshop', async () => {
    await runAsTenant(ctx.db, a.companyId, async (tx) => {
      const links = await tx.select({ companyId: faccaoCompanies.companyId }).from(faccaoCompanies);
      expect(new Set(links.map((l) => l.companyId))).toEqual(new Set([a.companyId]));
      const mapped = await tx.select({ outworkerId: faccaoOutworkers.outworkerId }).from(faccaoOutworkers);
      expect(mapped.map((m) => m.outworkerId)).toEqual([ids.outworkerA]);
      const named = (await tx.select({ name: faccoes.name }).from(faccoes)).map((f) => f.name).sort();
      expect(named).toEqual(['Facção Dupla', 'Facção Estranha']);
    });
    await runAsTenant(ctx.db, b.companyId, async (tx) => {
      const named = (await tx.select({ name: faccoes.name }).from(faccoes)).map((f) => f.name);
      expect(named).toEqual(['Facção Dupla']);
    });
  });

  it('lets a workshop accept a pending association and nothing more', async () => {
    await runAsWorkshop(ctx.db, stranger.userId, null, async (tx) => {
      const accepted = await tx
        .update(faccaoCompanies)
        .set({ status: 'active', acceptedAt: new Date() })
        .where(eq(faccaoCompanies.faccaoId, stranger.faccaoId))
        .returning({ status: faccaoCompanies.status });
      expect(accepted).toEqual([{ status: 'active' }]);
    });
    await expect(
      runAsWorkshop(ctx.db, stranger.userId, null, (tx) =>
        tx
          .update(faccaoCompanies)
          .set({ status: 'pending' })
          .where(eq(faccaoCompanies.faccaoId, stranger.faccaoId)),
      ),
    ).resolves.toBeDefined();
    const still = await runAsTenant(ctx.db, a.companyId, (tx) =>
      tx
        .select({ status: faccaoCompanies.status })
        .from(faccaoCompanies)
        .where(eq(faccaoCompanies.faccaoId, stranger.faccaoId)),
    );
    expect(still).toEqual([{ status: 'active' }]);
  });
});
