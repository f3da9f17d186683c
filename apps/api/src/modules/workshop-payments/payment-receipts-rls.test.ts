import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../test/fixtures/products.ts';
import { createPaymentRecordFixture } from '../../../test/fixtures/workshop-payments.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsTenant, runAsWorkshop } from '../../platform/db/tenant.ts';
import { insertWorkshopLogin, linkWorkshop } from '../workshops/workshop-test-support.ts';
import { paymentReceipts, paymentRecords } from './schema.ts';
import { TINY_PDF } from './workshop-payments-test-support.ts';

/**
 * The payment_receipts policies of migration 0027, straight at the database: these queries forget every filter,
 * so only row-level security keeps a company to its receipts and a workshop to those of its own payment records.
 */
let ctx: TestContext;
let a: SignedUpCompany;
let b: SignedUpCompany;
const ids = {} as {
  paymentA: string;
  receiptA: string;
  paymentB: string;
  receiptB: string;
  outworkerA: string;
};
let workshop: { userId: string; faccaoId: string };
let neighbour: { userId: string; faccaoId: string };
let pending: { userId: string; faccaoId: string };

async function receiptOf(company: SignedUpCompany, paymentId: string, name: string): Promise<string> {
  const res = await uploadFile(
    company.client,
    `/api/workshop-payments/${paymentId}/receipts`,
    TINY_PDF,
    name,
    'application/pdf',
  );
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.receipts[0].id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, 'Confecção A');
  b = await signUpCompany(ctx, 'Confecção B');
  ids.paymentA = await createPaymentRecordFixture(a.client, 'recibo A');
  ids.paymentB = await createPaymentRecordFixture(b.client, 'recibo B');
  ids.receiptA = await receiptOf(a, ids.paymentA, 'a.pdf');
  ids.receiptB = await receiptOf(b, ids.paymentB, 'b.pdf');
  ids.outworkerA = (await a.client.get(`/api/workshop-payments/${ids.paymentA}`)).body.outworkerId;
  const paymentB = (await b.client.get(`/api/workshop-payments/${ids.paymentB}`)).body;

  // Linked with both companies, mapped to the record of A's payment and to B's outworker too.
  workshop = await insertWorkshopLogin(ctx.db, 'Facção Dupla');
  const faccaoId = workshop.faccaoId;
  await linkWorkshop(ctx.db, { faccaoId, companyId: a.companyId, outworkerId: ids.outworkerA });
  await linkWorkshop(ctx.db, { faccaoId, companyId: b.companyId, outworkerId: paymentB.outworkerId });
  const otherOutworker = (await a.client.post('/api/outworkers', { name: 'Outra facção de A' })).body.id;
  neighbour = await insertWorkshopLogin(ctx.db, 'Facção Vizinha');
  await linkWorkshop(ctx.db, {
    faccaoId: neighbour.faccaoId,
    companyId: a.companyId,
    outworkerId: otherOutworker,
  });
  // Mapped to the record of another payment of A with a receipt, but its association is still pending.
  const pendingPayment = await createPaymentRecordFixture(a.client, 'recibo pendente');
  await receiptOf(a, pendingPayment, 'p.pdf');
  pending = await insertWorkshopLogin(ctx.db, 'Facção Pendente');
  await linkWorkshop(ctx.db, {
    faccaoId: pending.faccaoId,
    companyId: a.companyId,
    outworkerId: (await a.client.get(`/api/workshop-payments/${pendingPayment}`)).body.outworkerId,
    status: 'pending',
  });
}, 120_000);
afterAll(() => ctx?.close());

const seenByWorkshop = (userId: string, companyId: string | null) =>
  runAsWorkshop(ctx.db, userId, companyId, async (tx) =>
    (await tx.select({ id: paymentReceipts.id }).from(paymentReceipts)).map((r) => r.id).sort(),
  );

describe('payment_receipts row-level security', () => {
  it('keeps each company to its own receipts', async () => {
    const seenByA = await runAsTenant(ctx.db, a.companyId, (tx) =>
      tx.select({ id: paymentReceipts.id }).from(paymentReceipts),
    );
    expect(seenByA.map((r) => r.id)).toContain(ids.receiptA);
    expect(seenByA.map((r) => r.id)).not.toContain(ids.receiptB);
    const removed = await runAsTenant(ctx.db, a.companyId, (tx) =>
      tx.delete(paymentReceipts).where(eq(paymentReceipts.id, ids.receiptB)).returning(),
    );
    expect(removed).toEqual([]);
  });

  it("refuses a company's receipt on another company's payment record", async () => {
    const write = (companyId: string) =>
      runAsTenant(ctx.db, a.companyId, (tx) =>
        tx.insert(paymentReceipts).values({
          companyId,
          paymentRecordId: ids.paymentB,
          filename: 'intruso.pdf',
          filePath: `payment-receipts/${companyId}/00000000-0000-4000-8000-000000000001.pdf`,
          contentType: 'application/pdf',
          sizeBytes: 10,
        }),
      );
    await expect(write(a.companyId)).rejects.toThrow();
    await expect(write(b.companyId)).rejects.toThrow();
  });

  it('never changes a receipt: the app role has no UPDATE on the table', async () => {
    await expect(
      runAsTenant(ctx.db, a.companyId, (tx) =>
        tx.update(paymentReceipts).set({ filename: 'outro.pdf' }).where(eq(paymentReceipts.id, ids.receiptA)),
      ),
    ).rejects.toThrow();
  });

  it('lets a workshop read the receipts of its own payment records, in the company it operates only', async () => {
    expect(await seenByWorkshop(workshop.userId, a.companyId)).toEqual([ids.receiptA]);
    expect(await seenByWorkshop(workshop.userId, b.companyId)).toEqual([ids.receiptB]);
    expect(await seenByWorkshop(workshop.userId, null)).toEqual([]);
  });

  it("hides them from another outworker's workshop, a pending association and a company it is not linked with", async () => {
    expect(await seenByWorkshop(neighbour.userId, a.companyId)).toEqual([]);
    expect(await seenByWorkshop(pending.userId, a.companyId)).toEqual([]);
    expect(await seenByWorkshop(neighbour.userId, b.companyId)).toEqual([]);
  });

  it('gives a workshop no way to add, remove or pay', async () => {
    await expect(
      runAsWorkshop(ctx.db, workshop.userId, a.companyId, (tx) =>
        tx.insert(paymentReceipts).values({
          companyId: a.companyId,
          paymentRecordId: ids.paymentA,
          filename: 'falso.pdf',
          filePath: `payment-receipts/${a.companyId}/00000000-0000-4000-8000-000000000002.pdf`,
          contentType: 'application/pdf',
          sizeBytes: 10,
        }),
      ),
    ).rejects.toThrow();
    const removed = await runAsWorkshop(ctx.db, workshop.userId, a.companyId, (tx) =>
      tx.delete(paymentReceipts).where(eq(paymentReceipts.id, ids.receiptA)).returning(),
    );
    expect(removed).toEqual([]);
    const paid = await runAsWorkshop(ctx.db, workshop.userId, a.companyId, (tx) =>
      tx
        .update(paymentRecords)
        .set({ paymentStatus: 'pago', paidAt: new Date(), paidOn: '2026-01-05', paymentMethod: 'pix' })
        .where(eq(paymentRecords.id, ids.paymentA))
        .returning(),
    );
    expect(paid).toEqual([]);
    expect(await seenByWorkshop(workshop.userId, a.companyId)).toEqual([ids.receiptA]);
  });
});
