import { API_ERROR_MESSAGES, type FeatureKey, PLAN_FEATURE_MESSAGE } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TEST_BASE_URL,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import { setClockOffsetMs } from '../../platform/clock.ts';
import { runAsSystemForCompany, runAsTenant } from '../../platform/db/tenant.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { subscriptions } from './schema.ts';
import { assertSubscriptionAllows } from './subscription-guard.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => setClockOffsetMs(0));

const DAY_MS = 24 * 60 * 60 * 1000;

async function setRow(companyId: string, changes: Partial<typeof subscriptions.$inferInsert>) {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx.update(subscriptions).set(changes).where(eq(subscriptions.companyId, companyId)),
  );
}

const suppliers = (company: SignedUpCompany) => company.client.get('/api/suppliers');

function expectRefused(res: { status: number; body: { error: { code: string; message: string } } }) {
  expect(res.status).toBe(402);
  expect(res.body.error).toMatchObject({
    code: 'SUBSCRIPTION_INACTIVE',
    message: API_ERROR_MESSAGES.SUBSCRIPTION_INACTIVE,
  });
}

describe('a company’s features answer only with a usable subscription', () => {
  it('answers in a trial and refuses a company that never started one, whose billing stays open', async () => {
    const trialing = await signUpCompany(ctx, 'Confecção Em Teste');
    expect((await suppliers(trialing)).status).toBe(200);

    const fresh = await signUpCompany(ctx, 'Confecção Recém-Criada', { subscription: 'none' });
    expectRefused(await suppliers(fresh));
    expectRefused(await fresh.client.post('/api/suppliers', { name: 'Tecidos Sul' }));
    expect((await fresh.client.get('/api/subscription')).status).toBe(200);
    expect((await fresh.client.get('/api/subscription/trial-eligibility')).status).toBe(200);
    expect((await fresh.client.get('/api/billing/invoices')).status).toBe(200);
  });

  it('refuses an ended trial at once, before the expiry job stores it', async () => {
    const company = await signUpCompany(ctx, 'Confecção Vencida');
    await setRow(company.companyId, { trialEnd: new Date(Date.now() - 1000) });
    expectRefused(await suppliers(company));
  });

  it('refuses paused, expired, past-due and canceled subscriptions and answers an active one', async () => {
    const company = await signUpCompany(ctx, 'Confecção Oscilante');
    for (const status of ['paused', 'expired', 'past_due', 'canceled'] as const) {
      await setRow(company.companyId, { status });
      expectRefused(await suppliers(company));
    }
    await setRow(company.companyId, { status: 'active', trialEnd: null });
    expect((await suppliers(company)).status).toBe(200);
  });

  it('follows the subscription clock: eight days on, a new trial has ended', async () => {
    const company = await signUpCompany(ctx, 'Confecção do Relógio');
    await setRow(company.companyId, { trialEnd: new Date(Date.now() + 7 * DAY_MS) });
    expect((await suppliers(company)).status).toBe(200);
    setClockOffsetMs(8 * DAY_MS);
    expectRefused(await suppliers(company));
    expect((await company.client.get('/api/subscription')).body.subscriptionStatus).toBe('expired');
  });
});

describe('features beyond the plan', () => {
  it('refuses a Starter company a Professional feature in Portuguese and lets Professional through', async () => {
    const company = await signUpCompany(ctx, 'Confecção Inicial');
    const tenant = {
      userId: company.userId,
      companyId: company.companyId,
      companyName: 'Confecção Inicial',
      email: company.email,
      fullName: 'Dona Teste',
      role: 'owner',
      permissions: {},
    } as TenantContext;
    const check = (feature: FeatureKey) =>
      runAsTenant(ctx.db, company.companyId, (tx) => assertSubscriptionAllows(tx, tenant, feature));

    await setRow(company.companyId, { planId: 'starter' });
    await expect(check('suppliers')).resolves.toBeUndefined();
    await expect(check('reports')).rejects.toMatchObject({ status: 403, message: PLAN_FEATURE_MESSAGE });
    await setRow(company.companyId, { planId: 'professional' });
    await expect(check('reports')).resolves.toBeUndefined();
    await expect(check('pdv')).resolves.toBeUndefined();
  });
});

describe('POST /api/test/clock', () => {
  it('does not exist unless the install was started with TEST_CLOCK=on', async () => {
    const res = await new TestClient(ctx.app).post('/api/test/clock', { days: 8 });
    expect(res.status).toBe(404);
  });

  it('moves the clock forward with TEST_CLOCK=on and refuses bad input in Portuguese', async () => {
    const app = createApp({
      db: ctx.db,
      auth: ctx.auth,
      mailer: ctx.mailer,
      publicUrl: TEST_BASE_URL,
      testClock: true,
    });
    const client = new TestClient(app);
    const moved = await client.post('/api/test/clock', { days: 8 });
    expect(moved.status).toBe(200);
    expect(moved.body.offsetDays).toBe(8);
    expect(Date.parse(moved.body.now) - Date.now()).toBeGreaterThan(8 * DAY_MS - 60_000);

    const back = await client.post('/api/test/clock', { days: -1 });
    expect(back.status).toBe(400);
    expect(back.body.error.fields.days).toBe('O relógio só anda para a frente.');
    expect((await client.post('/api/test/clock', { days: 'oito' })).status).toBe(400);
    expect((await client.get('/api/test/clock')).body.offsetDays).toBe(8);
  });
});
