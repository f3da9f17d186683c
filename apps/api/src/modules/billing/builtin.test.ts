import { BILLING_MESSAGES } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';
import { signInStaff } from '../admin/staff-test-support.ts';
import { companies } from '../companies/schema.ts';
import { createBillingTestApp } from './billing-test-support.ts';
import { billingInvoices, billingPayments, billingWebhookEvents } from './schema.ts';

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signInStaff>>;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await signInStaff(ctx, 'support');
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function checkout(company: SignedUpCompany, planId: string) {
  const res = await company.client.post('/api/billing/checkout', { planId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { url: string; provider: string; paymentId: string };
}

async function planTypeOf(companyId: string) {
  const [row] = await ctx.db
    .select({ planType: companies.planType })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.planType;
}

describe('built-in provider: checkout, staff confirmation, subscription', () => {
  it('opens a pending payment priced from the plan and answers our own checkout page', async () => {
    const owner = await signUpCompany(ctx, 'Malharia Checkout');
    const session = await checkout(owner, 'starter');
    expect(session.provider).toBe('builtin');
    expect(session.url).toBe(
      `http://localhost:3000/payment/checkout?plan=starter&payment=${session.paymentId}`,
    );
    const again = await checkout(owner, 'starter');
    expect(again.paymentId).toBe(session.paymentId);

    const payment = await owner.client.get(`/api/billing/payments/${session.paymentId}`);
    expect(payment.status).toBe(200);
    expect(payment.body).toMatchObject({
      id: session.paymentId,
      planId: 'starter',
      planName: 'Starter',
      amountCents: 9900,
      status: 'pending',
      confirmedAt: null,
      devConfirmAvailable: false,
    });
  });

  it('sends Enterprise to sales and refuses an unknown plan with the §8 message', async () => {
    const owner = await signUpCompany(ctx, 'Malharia Planos');
    const enterprise = await owner.client.post('/api/billing/checkout', { planId: 'enterprise' });
    expect(enterprise.status).toBe(409);
    expect(enterprise.body.error.message).toBe(BILLING_MESSAGES.contactSales);
    const unknown = await owner.client.post('/api/billing/checkout', { planId: 'ouro' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Plano não encontrado');
    const change = await owner.client.post('/api/billing/change-plan', { planId: 'enterprise' });
    expect(change.status).toBe(409);
  });

  it('staff confirmation activates the plan for a month, records one invoice and is idempotent', async () => {
    const owner = await signUpCompany(ctx, 'Malharia Confirmada');
    const stale = await checkout(owner, 'starter');
    const session = await checkout(owner, 'professional');
    expect(session.paymentId).not.toBe(stale.paymentId);

    const pending = await staff.client.get('/api/admin/payments?status=pending');
    expect(pending.status).toBe(200);
    const listed = pending.body.items.find((p: { id: string }) => p.id === session.paymentId);
    expect(listed).toMatchObject({
      companyId: owner.companyId,
      companyName: 'Malharia Confirmada',
      createdByEmail: owner.email,
      amountCents: 29900,
      status: 'pending',
    });

    const before = Date.now();
    const confirmed = await staff.client.post(`/api/admin/payments/${session.paymentId}/confirm`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');

    const summary = (await owner.client.get('/api/subscription')).body;
    expect(summary).toMatchObject({
      hasActiveSubscription: true,
      planType: 'professional',
      subscriptionStatus: 'active',
      everHadPaidSubscription: true,
      limits: { maxUsers: 10 },
    });
    const start = new Date(summary.subscriptionStart).getTime();
    const end = new Date(summary.subscriptionEnd).getTime();
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(end - start).toBeGreaterThanOrEqual(28 * DAY_MS);
    expect(end - start).toBeLessThanOrEqual(31 * DAY_MS);
    expect(summary.invoices).toHaveLength(1);
    expect(summary.invoices[0]).toMatchObject({ amountCents: 29900, status: 'paid', url: null });
    expect(await planTypeOf(owner.companyId)).toBe('professional');

    const invoices = (await owner.client.get('/api/billing/invoices')).body.invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0].number).toMatch(/^ALV-\d{4}-\d{6}$/);
    expect(invoices[0].periodEnd).toBe(summary.subscriptionEnd);

    const twice = await staff.client.post(`/api/admin/payments/${session.paymentId}/confirm`);
    expect(twice.status).toBe(200);
    expect((await owner.client.get('/api/billing/invoices')).body.invoices).toHaveLength(1);
    expect((await owner.client.get('/api/subscription')).body.subscriptionEnd).toBe(summary.subscriptionEnd);

    // The other open payment was superseded by the confirmed one.
    const other = await owner.client.get(`/api/billing/payments/${stale.paymentId}`);
    expect(other.body.status).toBe('canceled');
    const late = await staff.client.post(`/api/admin/payments/${stale.paymentId}/confirm`);
    expect(late.status).toBe(409);
    expect((await owner.client.get('/api/subscription')).body.planType).toBe('professional');
  });

  it('portal is the billing tab; a plan change opens a payment for the new plan and keeps the current one', async () => {
    const owner = await signUpCompany(ctx, 'Malharia Troca');
    const first = await checkout(owner, 'professional');
    expect((await staff.client.post(`/api/admin/payments/${first.paymentId}/confirm`)).status).toBe(200);

    const portal = await owner.client.post('/api/billing/portal');
    expect(portal.status).toBe(201);
    expect(portal.body.url).toBe('http://localhost:3000/app/hub?tab=billing');

    const same = await owner.client.post('/api/billing/change-plan', { planId: 'professional' });
    expect(same.status).toBe(409);
    const change = await owner.client.post('/api/billing/change-plan', { planId: 'starter' });
    expect(change.status).toBe(200);
    expect(change.body.planType).toBe('professional');
    expect(change.body.url).toContain(`/payment/checkout?plan=starter&payment=${change.body.paymentId}`);
    expect((await staff.client.post(`/api/admin/payments/${change.body.paymentId}/confirm`)).status).toBe(
      200,
    );
    expect((await owner.client.get('/api/subscription')).body.planType).toBe('starter');
    expect(await planTypeOf(owner.companyId)).toBe('starter');
    expect((await owner.client.get('/api/billing/invoices')).body.invoices).toHaveLength(2);
  });

  it('only the owner acts on billing; other members get 403 in Portuguese', async () => {
    const owner = await signUpCompany(ctx, 'Malharia Equipe');
    const session = await checkout(owner, 'starter');
    const admin = await addMember(ctx, owner.companyId, 'admin');
    for (const [path, body] of [
      ['/api/billing/checkout', { planId: 'starter' }],
      ['/api/billing/portal', {}],
      ['/api/billing/change-plan', { planId: 'starter' }],
      [`/api/billing/payments/${session.paymentId}/dev-confirm`, undefined],
    ] as const) {
      const res = await admin.client.post(path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.error.message).toBe(BILLING_MESSAGES.ownerOnly);
    }
    // Reading the company's own payment and invoices is not an action.
    expect((await admin.client.get(`/api/billing/payments/${session.paymentId}`)).status).toBe(200);
    expect((await admin.client.get('/api/billing/invoices')).status).toBe(200);
  });

  it('outside development the owner cannot confirm their own payment', async () => {
    const owner = await signUpCompany(ctx, 'Malharia Produção', { subscription: 'none' });
    const session = await checkout(owner, 'starter');
    const res = await owner.client.post(`/api/billing/payments/${session.paymentId}/dev-confirm`);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(BILLING_MESSAGES.devConfirmDisabled);
    const [row] = await ctx.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.id, session.paymentId));
    expect(row?.status).toBe('pending');
    expect((await owner.client.get('/api/subscription')).body.subscriptionStatus).toBeNull();
  });

  it('a company can neither read nor confirm another company’s payment', async () => {
    const a = await signUpCompany(ctx, 'Malharia A');
    const b = await signUpCompany(ctx, 'Malharia B');
    const paymentB = await checkout(b, 'professional');
    expect((await a.client.get(`/api/billing/payments/${paymentB.paymentId}`)).status).toBe(404);
    const confirm = await a.client.post(`/api/billing/payments/${paymentB.paymentId}/dev-confirm`);
    expect(confirm.status).toBe(404);
    expect(confirm.body.error.message).toBe(BILLING_MESSAGES.paymentNotFound);
    expect((await b.client.get(`/api/billing/payments/${paymentB.paymentId}`)).body.status).toBe('pending');
  });
});

describe('renewals of the built-in provider', () => {
  it('a renewal paid before the month ends extends from its end; another plan starts today', async () => {
    const owner = await signUpCompany(ctx, 'Malharia Renovada');
    const confirm = async (planId: string) => {
      const session = await checkout(owner, planId);
      expect((await staff.client.post(`/api/admin/payments/${session.paymentId}/confirm`)).status).toBe(200);
      return (await owner.client.get('/api/subscription')).body as {
        subscriptionStart: string;
        subscriptionEnd: string;
        planType: string;
      };
    };
    const first = await confirm('starter');
    const renewed = await confirm('starter');
    expect(renewed.subscriptionStart).toBe(first.subscriptionEnd);
    expect(Date.parse(renewed.subscriptionEnd) - Date.parse(first.subscriptionEnd)).toBeGreaterThan(
      27 * DAY_MS,
    );
    const invoices = (await owner.client.get('/api/billing/invoices')).body.invoices;
    expect(invoices).toHaveLength(2);

    const upgraded = await confirm('professional');
    expect(upgraded.planType).toBe('professional');
    expect(Date.parse(upgraded.subscriptionStart)).toBeLessThan(Date.parse(first.subscriptionEnd));
  });
});

describe('POST /api/billing/cancel (built-in provider)', () => {
  async function paidCompany(name: string) {
    const owner = await signUpCompany(ctx, name);
    const session = await checkout(owner, 'starter');
    expect((await staff.client.post(`/api/admin/payments/${session.paymentId}/confirm`)).status).toBe(200);
    return owner;
  }

  it('lets the owner cancel a paid subscription at once; features then refuse, billing stays open', async () => {
    const owner = await paidCompany('Malharia Cancelada');
    const member = await addMember(ctx, owner.companyId, 'admin');
    const byMember = await member.client.post('/api/billing/cancel');
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.message).toBe(BILLING_MESSAGES.ownerOnly);

    const res = await owner.client.post('/api/billing/cancel');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('canceled');
    const summary = (await owner.client.get('/api/subscription')).body;
    expect(summary).toMatchObject({ subscriptionStatus: 'canceled', hasActiveSubscription: false });
    expect((await owner.client.get('/api/suppliers')).status).toBe(402);
    expect((await owner.client.get('/api/billing/invoices')).body.invoices).toHaveLength(1);

    const again = await owner.client.post('/api/billing/cancel');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(BILLING_MESSAGES.nothingToCancel);
  });

  it('has nothing to cancel in a trial or without a subscription, and never touches another company', async () => {
    const trialing = await signUpCompany(ctx, 'Malharia Em Teste');
    const none = await signUpCompany(ctx, 'Malharia Sem Plano', { subscription: 'none' });
    for (const company of [trialing, none]) {
      const res = await company.client.post('/api/billing/cancel');
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(BILLING_MESSAGES.nothingToCancel);
    }
    const neighbour = await paidCompany('Malharia Vizinha Paga');
    expect((await trialing.client.post('/api/billing/cancel')).status).toBe(409);
    expect((await neighbour.client.get('/api/subscription')).body.subscriptionStatus).toBe('active');
  });
});

describe('what the app role may write', () => {
  it('cannot confirm, insert a confirmed payment, write invoices or read webhook events', async () => {
    const owner = await signUpCompany(ctx, 'Malharia Atalho');
    const session = await checkout(owner, 'starter');
    const asTenant = (work: Parameters<typeof runAsTenant>[2]) => runAsTenant(ctx.db, owner.companyId, work);
    await expect(
      asTenant((tx) => tx.update(billingPayments).set({ status: 'confirmed', confirmedAt: new Date() })),
    ).rejects.toThrow();
    await expect(
      asTenant((tx) =>
        tx.insert(billingPayments).values({
          companyId: owner.companyId,
          planId: 'starter',
          amountCents: 0,
          status: 'confirmed',
          confirmedAt: new Date(),
        }),
      ),
    ).rejects.toThrow();
    await expect(
      asTenant((tx) =>
        tx
          .insert(billingInvoices)
          .values({ companyId: owner.companyId, provider: 'builtin', amountCents: 0, status: 'paid' }),
      ),
    ).rejects.toThrow();
    await expect(asTenant((tx) => tx.select().from(billingWebhookEvents))).rejects.toThrow();
    expect((await owner.client.get(`/api/billing/payments/${session.paymentId}`)).body.status).toBe(
      'pending',
    );
  });

  it('has no webhook endpoint without a provider that pushes events', async () => {
    const res = await new TestClient(ctx.app).post('/api/billing/webhooks/stripe', { id: 'evt_1' });
    expect(res.status).toBe(404);
  });
});

describe('built-in provider in development (PAYMENTS_DEV_CONFIRM)', () => {
  let dev: TestContext;
  beforeAll(async () => {
    dev = await createBillingTestApp({ devConfirm: true });
  });
  afterAll(() => dev.close());

  it('lets the owner confirm their own pending payment, once, and never another company’s', async () => {
    const owner = await signUpCompany(dev, 'Ateliê Dev');
    const other = await signUpCompany(dev, 'Ateliê Vizinho', { subscription: 'none' });
    const res = await owner.client.post('/api/billing/checkout', { planId: 'professional' });
    const paymentId = res.body.paymentId as string;
    expect((await owner.client.get(`/api/billing/payments/${paymentId}`)).body.devConfirmAvailable).toBe(
      true,
    );

    expect((await other.client.post(`/api/billing/payments/${paymentId}/dev-confirm`)).status).toBe(404);
    const member = await addMember(dev, owner.companyId, 'manager');
    expect((await member.client.post(`/api/billing/payments/${paymentId}/dev-confirm`)).status).toBe(403);
    expect((await owner.client.get(`/api/billing/payments/${paymentId}`)).body.status).toBe('pending');

    const confirmed = await owner.client.post(`/api/billing/payments/${paymentId}/dev-confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect((await owner.client.post(`/api/billing/payments/${paymentId}/dev-confirm`)).status).toBe(200);
    const summary = (await owner.client.get('/api/subscription')).body;
    expect(summary.subscriptionStatus).toBe('active');
    expect(summary.invoices).toHaveLength(1);
    expect((await other.client.get('/api/subscription')).body.subscriptionStatus).toBeNull();
  });
});
