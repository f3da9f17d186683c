import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentRecordFixture } from '../../../test/fixtures/workshop-payments.ts';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { reviewBody, seedReturnedBatch } from '../quality-control/qc-test-support.ts';
import { paymentRecords } from './schema.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Pagamentos');
});
afterAll(() => ctx.close());

/** A batch reviewed and completed through the API, with the given defects and repairs. */
async function completed(
  grid: Record<string, Record<string, number>>,
  overrides: Parameters<typeof reviewBody>[2] = {},
  options: { priceCents?: number; outworkerName?: string } = {},
) {
  const batch = await seedReturnedBatch(ctx, owner, { grid, ...options });
  await owner.client.post(`/api/batches/${batch.batchId}/review/start`);
  await owner.client.request(
    'PUT',
    `/api/batches/${batch.batchId}/review`,
    reviewBody(batch, grid, overrides),
  );
  const done = await owner.client.post(`/api/batches/${batch.batchId}/review/complete`);
  expect(done.status).toBe(200);
  return { ...batch, paymentId: done.body.payment.id as string };
}

describe('workshop payment records', () => {
  it('lists records newest first with batch, workshop, amounts and status labels; filters by workshop and status', async () => {
    const clean = await completed(
      { Azul: { M: 4 } },
      {},
      { priceCents: 500, outworkerName: 'Facção Linha Fina' },
    );
    const discounted = await completed({ Azul: { M: 4 } }, { 'Azul|M': { defects: { costura: 1 } } });
    const repairing = await completed({ Azul: { M: 4 } }, { 'Azul|M': { repair: 1 } });

    const all = await owner.client.get('/api/workshop-payments');
    expect(all.status).toBe(200);
    expect(all.body.items.slice(0, 3).map((p: { id: string }) => p.id)).toEqual([
      repairing.paymentId,
      discounted.paymentId,
      clean.paymentId,
    ]);
    expect(all.body.items[2]).toMatchObject({
      batchCode: clean.code,
      outworkerId: clean.outworkerId,
      outworkerName: 'Facção Linha Fina',
      productReference: clean.reference,
      quantity: 4,
      unitPriceCents: 500,
      discountAmountCents: 0,
      finalAmountCents: 2000,
      status: 'aguardando_prazo',
      statusLabel: 'Aguardando Prazo',
    });
    expect(all.body.items[1]).toMatchObject({
      status: 'com_desconto',
      statusLabel: 'Com Desconto',
      finalAmountCents: 1050,
    });
    expect(all.body.items[0]).toMatchObject({
      status: 'com_conserto_pendente',
      statusLabel: 'Conserto Pendente',
    });

    const byWorkshop = await owner.client.get(`/api/workshop-payments?outworkerId=${clean.outworkerId}`);
    expect(byWorkshop.body.items.map((p: { id: string }) => p.id)).toEqual([clean.paymentId]);
    const byStatus = await owner.client.get('/api/workshop-payments?status=com_desconto');
    expect(byStatus.body.items.map((p: { id: string }) => p.id)).toContain(discounted.paymentId);
    expect(byStatus.body.items.every((p: { status: string }) => p.status === 'com_desconto')).toBe(true);
    const byCode = await owner.client.get(`/api/workshop-payments?q=${encodeURIComponent(repairing.code)}`);
    expect(byCode.body).toMatchObject({ total: 1, items: [{ id: repairing.paymentId }] });

    const one = await owner.client.get(`/api/workshop-payments/${discounted.paymentId}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(all.body.items[1]);
  });

  it("shows 'Pendente' once the due date of a record waiting for it has passed", async () => {
    const record = await completed({ Preto: { G: 2 } });
    await runAsSystemForCompany(ctx.db, owner.companyId, (tx) =>
      tx
        .update(paymentRecords)
        .set({ paymentDueDate: '2020-01-10' })
        .where(eq(paymentRecords.id, record.paymentId)),
    );
    const res = await owner.client.get(`/api/workshop-payments/${record.paymentId}`);
    expect(res.body).toMatchObject({
      status: 'pendente',
      statusLabel: 'Pendente',
      overdue: true,
      dueDate: '2020-01-10',
    });
    const pending = await owner.client.get('/api/workshop-payments?status=pendente');
    expect(pending.body.items.map((p: { id: string }) => p.id)).toContain(record.paymentId);
    const waiting = await owner.client.get('/api/workshop-payments?status=aguardando_prazo');
    expect(waiting.body.items.map((p: { id: string }) => p.id)).not.toContain(record.paymentId);
  });

  it('refuses bad filters and answers 404 for an unknown record', async () => {
    for (const [query, field, message] of [
      ['status=pago-ontem', 'status', 'Situação inválida'],
      ['outworkerId=abc', 'outworkerId', 'Facção inválida'],
      ['page=0', 'page', 'Página inválida'],
      ['pageSize=500', 'pageSize', 'No máximo 100 por página'],
    ] as const) {
      const res = await owner.client.get(`/api/workshop-payments?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    const missing = await owner.client.get('/api/workshop-payments/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Pagamento não encontrado');
  });

  it('is read with the quality-control permission', async () => {
    const reader = await addMember(ctx, owner.companyId, 'user', { 'quality-control': { canAccess: true } });
    expect((await reader.client.get('/api/workshop-payments')).status).toBe(200);
    const outsider = await addMember(ctx, owner.companyId, 'user', { packaging: { canAccess: true } });
    expect((await outsider.client.get('/api/workshop-payments')).status).toBe(403);
  });
});

describe('the whole flow through the API', () => {
  it('pays a batch cut, sent, sewn and reviewed: 30 pieces at R$ 2,50', async () => {
    const company = await signUpCompany(ctx, 'Confecção Fluxo');
    const id = await createPaymentRecordFixture(company.client, 'fluxo');
    const res = await company.client.get(`/api/workshop-payments/${id}`);
    expect(res.body).toMatchObject({ quantity: 30, unitPriceCents: 250, finalAmountCents: 7500 });
  });
});
