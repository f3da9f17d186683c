import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES } from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedUpCompany,
  signUpCompany,
  TEST_BASE_URL,
  type TestContext,
} from '../../../test/test-app.ts';
import { companies } from '../companies/schema.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { createBillingTestApp } from './billing-test-support.ts';
import { billingInvoices, billingWebhookEvents } from './schema.ts';
import { type RecordedRequest, startStripeStandIn } from './stripe-stand-in.ts';

const SECRET_KEY = 'sk_test_alinhavo_stand_in';
const WEBHOOK_SECRET = 'whsec_alinhavo_test_secret';
// Test files share one database on PostgreSQL: every Stripe id is unique to this run.
const run = randomUUID().slice(0, 8);
const ids = {
  customer: `cus_${run}`,
  subscription: `sub_${run}`,
  item: `si_${run}`,
  invoice: `in_${run}`,
};
const T0 = Math.floor(Date.now() / 1000) - 3600;
const DAY = 24 * 60 * 60;

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let ctx: TestContext;
let owner: SignedUpCompany;
let failCheckout = false;
const signer = new Stripe('sk_test_signer_only');

function subscriptionObject(status: string, planId = 'professional', amount = 29900) {
  return {
    id: ids.subscription,
    object: 'subscription',
    customer: ids.customer,
    status,
    metadata: { company_id: owner.companyId, plan_id: planId },
    canceled_at: null,
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: ids.item,
          object: 'subscription_item',
          current_period_start: T0,
          current_period_end: T0 + 30 * DAY,
          price: {
            id: `price_${run}`,
            object: 'price',
            product: `prod_${run}`,
            unit_amount: amount,
            currency: 'brl',
          },
        },
      ],
    },
  };
}

function invoiceObject(status: 'paid' | 'open', id = ids.invoice) {
  return {
    id,
    object: 'invoice',
    customer: ids.customer,
    status,
    number: `ALV-${run}-0001`,
    amount_paid: status === 'paid' ? 29900 : 0,
    amount_due: 29900,
    created: T0,
    hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
    period_start: T0,
    period_end: T0,
    lines: { object: 'list', data: [{ id: `il_${id}`, period: { start: T0, end: T0 + 30 * DAY } }] },
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: ids.subscription,
        metadata: { company_id: owner.companyId, plan_id: 'professional' },
      },
    },
  };
}

let events = 0;
function stripeEvent(type: string, object: unknown, created: number) {
  events += 1;
  return {
    id: `evt_${run}_${events}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

async function deliver(event: { id: string }, options: { secret?: string; header?: string } = {}) {
  const payload = JSON.stringify(event);
  const header =
    options.header ??
    signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
  const res = await ctx.app.request(`${TEST_BASE_URL}/api/billing/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
  const body = (await res.json()) as { received?: boolean; duplicate?: boolean; error?: { message: string } };
  return { status: res.status, body };
}

async function stored() {
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.companyId, owner.companyId));
  return row;
}

beforeAll(async () => {
  standIn = await startStripeStandIn({
    'POST /v1/checkout/sessions': (req) =>
      failCheckout
        ? { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such price' } } }
        : {
            body: {
              id: `cs_test_${run}`,
              object: 'checkout.session',
              mode: 'subscription',
              status: 'open',
              payment_status: 'unpaid',
              client_reference_id: req.form.get('client_reference_id'),
              url: `https://checkout.stripe.com/c/pay/cs_test_${run}`,
            },
          },
    'POST /v1/billing_portal/sessions': (req) => ({
      body: {
        id: `bps_${run}`,
        object: 'billing_portal.session',
        customer: req.form.get('customer'),
        return_url: req.form.get('return_url'),
        url: `https://billing.stripe.com/p/session/test_${run}`,
      },
    }),
    'GET /v1/invoices': () => ({
      body: {
        object: 'list',
        url: '/v1/invoices',
        has_more: false,
        data: [invoiceObject('paid'), { ...invoiceObject('open', `${ids.invoice}_draft`), status: 'draft' }],
      },
    }),
    [`GET /v1/subscriptions/${ids.subscription}`]: () => ({ body: subscriptionObject('active') }),
    'POST /v1/products': (req) => ({
      body: { id: `prod_${run}_new`, object: 'product', name: req.form.get('name') },
    }),
    [`POST /v1/subscriptions/${ids.subscription}`]: () => ({
      body: subscriptionObject('active', 'starter', 9900),
    }),
  });
  ctx = await createBillingTestApp({
    stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: standIn.apiBase },
    devConfirm: false,
  });
  owner = await signUpCompany(ctx, 'Confecção Stripe');
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

function expectStripeRequest(req: RecordedRequest | undefined) {
  expect(req).toBeDefined();
  expect(req!.authorization).toBe(`Bearer ${SECRET_KEY}`);
  return req!;
}

describe('Stripe adapter against a local stand-in', () => {
  it('creates a subscription checkout session priced from our plan', async () => {
    const res = await owner.client.post('/api/billing/checkout', { planId: 'professional' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      url: `https://checkout.stripe.com/c/pay/cs_test_${run}`,
      provider: 'stripe',
      paymentId: null,
    });
    const req = expectStripeRequest(standIn.last('POST', '/v1/checkout/sessions'));
    expect(req.contentType).toContain('application/x-www-form-urlencoded');
    const form = Object.fromEntries(req.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      client_reference_id: owner.companyId,
      customer_email: owner.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][unit_amount]': '29900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Alinhavo Professional',
      'metadata[company_id]': owner.companyId,
      'subscription_data[metadata][plan_id]': 'professional',
      success_url: `${TEST_BASE_URL}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_BASE_URL}/payment/canceled`,
    });
  });

  it('answers the §8 message when Stripe refuses the checkout, and when there is no customer for the portal', async () => {
    failCheckout = true;
    const res = await owner.client.post('/api/billing/checkout', { planId: 'starter' });
    failCheckout = false;
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('Erro ao criar sessão de checkout. Tente novamente.');
    const portal = await owner.client.post('/api/billing/portal');
    expect(portal.status).toBe(409);
    expect(portal.body.error.message).toBe('Erro ao abrir portal do cliente. Tente novamente.');
  });

  it('checkout.session.completed activates the subscription with the Stripe ids', async () => {
    const session = {
      id: `cs_test_${run}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: owner.companyId,
      customer: ids.customer,
      subscription: ids.subscription,
      metadata: { company_id: owner.companyId, plan_id: 'professional' },
    };
    const res = await deliver(stripeEvent('checkout.session.completed', session, T0));
    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await stored()).toMatchObject({
      status: 'active',
      planId: 'professional',
      provider: 'stripe',
      providerCustomerId: ids.customer,
      providerSubscriptionId: ids.subscription,
    });
    expect((await stored())?.firstPaidAt).not.toBeNull();
  });

  it('opens the billing portal for the customer, returning to the billing tab', async () => {
    const res = await owner.client.post('/api/billing/portal');
    expect(res.status).toBe(201);
    expect(res.body.url).toBe(`https://billing.stripe.com/p/session/test_${run}`);
    const req = expectStripeRequest(standIn.last('POST', '/v1/billing_portal/sessions'));
    expect(Object.fromEntries(req.form)).toEqual({
      customer: ids.customer,
      return_url: `${TEST_BASE_URL}/app/hub?tab=billing`,
    });
  });

  it('leaves cancellation to the portal: POST /api/billing/cancel explains and changes nothing', async () => {
    const before = (await owner.client.get('/api/subscription')).body.subscriptionStatus;
    const res = await owner.client.post('/api/billing/cancel');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(BILLING_MESSAGES.cancelViaPortal);
    expect((await owner.client.get('/api/subscription')).body.subscriptionStatus).toBe(before);
  });

  it('invoice.paid records the invoice for the summary; the invoice list comes from Stripe', async () => {
    expect((await deliver(stripeEvent('invoice.paid', invoiceObject('paid'), T0 + 10))).status).toBe(200);
    const summary = (await owner.client.get('/api/subscription')).body;
    expect(summary.subscriptionStatus).toBe('active');
    expect(summary.subscriptionEnd).toBe(new Date((T0 + 30 * DAY) * 1000).toISOString());
    expect(summary.invoices).toEqual([
      expect.objectContaining({
        amountCents: 29900,
        status: 'paid',
        url: `https://invoice.stripe.com/i/${ids.invoice}`,
      }),
    ]);

    const list = await owner.client.get('/api/billing/invoices');
    expect(list.status).toBe(200);
    expect(list.body.invoices).toEqual([
      {
        id: ids.invoice,
        number: `ALV-${run}-0001`,
        amountCents: 29900,
        status: 'paid',
        periodStart: new Date(T0 * 1000).toISOString(),
        periodEnd: new Date((T0 + 30 * DAY) * 1000).toISOString(),
        createdAt: new Date(T0 * 1000).toISOString(),
        url: `https://invoice.stripe.com/i/${ids.invoice}`,
      },
    ]);
    const req = expectStripeRequest(standIn.last('GET', '/v1/invoices'));
    expect(req.query.get('customer')).toBe(ids.customer);
  });

  it('changes the plan on the existing subscription, prorated, and the company follows', async () => {
    const res = await owner.client.post('/api/billing/change-plan', { planId: 'starter' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ planType: 'starter', url: null, paymentId: null });
    expectStripeRequest(standIn.last('GET', `/v1/subscriptions/${ids.subscription}`));
    const product = expectStripeRequest(standIn.last('POST', '/v1/products'));
    expect(product.form.get('name')).toBe('Alinhavo Starter');
    const update = expectStripeRequest(standIn.last('POST', `/v1/subscriptions/${ids.subscription}`));
    expect(Object.fromEntries(update.form)).toMatchObject({
      'items[0][id]': ids.item,
      'items[0][price_data][product]': `prod_${run}_new`,
      'items[0][price_data][unit_amount]': '9900',
      'items[0][price_data][currency]': 'brl',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'create_prorations',
      'metadata[plan_id]': 'starter',
    });
    expect((await stored())?.planId).toBe('starter');
    const [company] = await ctx.db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect(company?.planType).toBe('starter');
  });
});

describe('Stripe webhook', () => {
  it('applies a duplicated event once', async () => {
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject('active', 'starter', 9900),
      T0 + 20,
    );
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: false });
    // Something else changes the subscription after the event was applied…
    await ctx.db
      .update(subscriptions)
      .set({ status: 'paused' })
      .where(eq(subscriptions.companyId, owner.companyId));
    // …and the redelivered event must not apply again.
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    expect((await stored())?.status).toBe('paused');
    const rows = await ctx.db
      .select()
      .from(billingWebhookEvents)
      .where(and(eq(billingWebhookEvents.provider, 'stripe'), eq(billingWebhookEvents.eventId, event.id)));
    expect(rows).toHaveLength(1);
  });

  it('does not let an older event delivered after a newer one regress the status', async () => {
    const older = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject('active', 'starter', 9900),
      T0 + 50,
    );
    const newer = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject('canceled', 'starter', 9900),
      T0 + 100,
    );
    expect((await deliver(newer)).status).toBe(200);
    expect((await stored())?.status).toBe('canceled');
    expect((await deliver(older)).body).toEqual({ received: true, duplicate: false });
    const after = await stored();
    expect(after?.status).toBe('canceled');
    expect(after?.canceledAt).not.toBeNull();
    const [row] = await ctx.db
      .select()
      .from(billingWebhookEvents)
      .where(eq(billingWebhookEvents.eventId, older.id));
    expect(row?.applied).toBe(false);
  });

  it('refuses a forged event with 400 and changes nothing', async () => {
    const before = await stored();
    const invoicesBefore = await ctx.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.companyId, owner.companyId));
    const forged = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject('active', 'professional'),
      T0 + 200,
    );
    const wrongSecret = await deliver(forged, { secret: 'whsec_not_ours' });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error?.message).toBe(BILLING_MESSAGES.invalidWebhook);
    expect((await deliver(forged, { header: 'garbage' })).status).toBe(400);
    const genuine = JSON.stringify(
      stripeEvent('invoice.paid', invoiceObject('paid', `${ids.invoice}_x`), T0 + 200),
    );
    const header = signer.webhooks.generateTestHeaderString({ payload: genuine, secret: WEBHOOK_SECRET });
    expect((await deliver(forged, { header })).status).toBe(400);

    expect(await stored()).toEqual(before);
    const recorded = await ctx.db
      .select()
      .from(billingWebhookEvents)
      .where(eq(billingWebhookEvents.eventId, forged.id));
    expect(recorded).toEqual([]);
    expect(
      await ctx.db.select().from(billingInvoices).where(eq(billingInvoices.companyId, owner.companyId)),
    ).toEqual(invoicesBefore);
  });

  it('maps a reactivation to active and a failed invoice to past_due, recording the open invoice', async () => {
    await deliver(
      stripeEvent('customer.subscription.updated', subscriptionObject('active', 'professional'), T0 + 300),
    );
    expect(await stored()).toMatchObject({ status: 'active', planId: 'professional', canceledAt: null });
    const failed = invoiceObject('open', `${ids.invoice}_2`);
    expect((await deliver(stripeEvent('invoice.payment_failed', failed, T0 + 400))).status).toBe(200);
    expect((await stored())?.status).toBe('past_due');
    const summary = (await owner.client.get('/api/subscription')).body;
    expect(summary.subscriptionStatus).toBe('past_due');
    expect(summary.invoices.map((i: { status: string }) => i.status).sort()).toEqual(['open', 'paid']);
    await deliver(
      stripeEvent('customer.subscription.updated', subscriptionObject('paused', 'professional'), T0 + 500),
    );
    expect((await stored())?.status).toBe('paused');
  });
});
