import { BILLING_MESSAGES, BILLING_PATHS, type BillingInvoice, type PublicPlan } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { companies } from '../companies/schema.ts';
import { listRecordedInvoices } from '../subscriptions/index.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import type { BillingCompany, BillingUrls, PaymentProvider } from './provider.ts';
import { createStripeClient, type StripeSettings } from './stripe-client.ts';
import { invoiceStatus } from './stripe-mapping.ts';
import { createStripeWebhook } from './stripe-webhook.ts';

const CURRENCY = 'brl';

/** What Stripe keeps about the company on the session and the subscription, for the webhook to find it. */
function metadataFor(company: BillingCompany, plan: PublicPlan) {
  return { company_id: company.id, plan_id: plan.id };
}

/** The company's Stripe subscription that a plan change can update in place, if any. */
function liveSubscriptionId(company: BillingCompany): string | null {
  const row = company.subscription;
  if (row?.provider !== 'stripe' || !row.providerSubscriptionId) return null;
  return row.status === 'canceled' || row.status === 'expired' ? null : row.providerSubscriptionId;
}

/**
 * The Stripe adapter: a checkout session in subscription mode priced from our own plan (no set-up in Stripe),
 * the billing portal, plan changes on the existing subscription, and invoices read from Stripe. What happens
 * after payment arrives through the webhook (stripe-webhook.ts).
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings);

  async function checkout(company: BillingCompany, plan: PublicPlan, urls: BillingUrls) {
    const customerId = company.subscription?.providerCustomerId ?? null;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CURRENCY,
            unit_amount: plan.priceMonthlyCents,
            recurring: { interval: 'month' },
            product_data: { name: `Alinhavo ${plan.name}` },
          },
        },
      ],
      client_reference_id: company.id,
      ...(customerId ? { customer: customerId } : { customer_email: company.email }),
      metadata: metadataFor(company, plan),
      subscription_data: { metadata: metadataFor(company, plan) },
      locale: 'pt-BR',
      success_url: `${urls.publicUrl}${BILLING_PATHS.success}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${urls.publicUrl}${BILLING_PATHS.canceled}`,
    });
    if (!session.url) throw new AppError('INTERNAL', BILLING_MESSAGES.checkoutUrlMissing);
    return { url: session.url, paymentId: null };
  }

  async function switchPlan(tx: Tx, company: BillingCompany, plan: PublicPlan, subscriptionId: string) {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
    const product = await stripe.products.create({
      name: `Alinhavo ${plan.name}`,
      metadata: { plan_id: plan.id },
    });
    await stripe.subscriptions.update(subscriptionId, {
      items: [
        {
          id: item.id,
          price_data: {
            currency: CURRENCY,
            product: product.id,
            unit_amount: plan.priceMonthlyCents,
            recurring: { interval: 'month' },
          },
        },
      ],
      proration_behavior: 'create_prorations',
      metadata: metadataFor(company, plan),
    });
    await tx
      .update(subscriptions)
      .set({ planId: plan.id, updatedAt: new Date() })
      .where(eq(subscriptions.companyId, company.id));
    await tx
      .update(companies)
      .set({ planType: plan.id, updatedAt: new Date() })
      .where(eq(companies.id, company.id));
  }

  return {
    name: 'stripe',
    createCheckout: (_tx, company, plan, urls) => checkout(company, plan, urls),
    customerPortal: async (_tx, company, urls) => {
      const customer = company.subscription?.providerCustomerId;
      if (!customer) throw new AppError('CONFLICT', BILLING_MESSAGES.portalFailed);
      const session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${urls.publicUrl}${BILLING_PATHS.billingTab}`,
      });
      return { url: session.url };
    },
    changePlan: async (tx, company, plan, urls) => {
      const subscriptionId = liveSubscriptionId(company);
      if (!subscriptionId) return checkout(company, plan, urls);
      if (company.subscription?.planId === plan.id) throw new AppError('CONFLICT', BILLING_MESSAGES.samePlan);
      await switchPlan(tx, company, plan, subscriptionId);
      return { url: null, paymentId: null };
    },
    listInvoices: async (tx, company) => {
      const customer = company.subscription?.providerCustomerId;
      if (!customer) return listRecordedInvoices(tx, company.id);
      const page = await stripe.invoices.list({ customer, limit: 24 });
      return page.data.flatMap((invoice) => toInvoice(invoice));
    },
    webhook: createStripeWebhook(stripe, settings.webhookSecret),
  };
}

const fromUnix = (seconds: number | null | undefined) =>
  seconds == null ? null : new Date(seconds * 1000).toISOString();

function toInvoice(invoice: Stripe.Invoice): BillingInvoice[] {
  const status = invoiceStatus(invoice.status);
  if (!status || !invoice.id) return [];
  const line = invoice.lines?.data[0];
  return [
    {
      id: invoice.id,
      number: invoice.number,
      amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      status,
      periodStart: fromUnix(line?.period.start ?? invoice.period_start),
      periodEnd: fromUnix(line?.period.end ?? invoice.period_end),
      createdAt: fromUnix(invoice.created) ?? new Date().toISOString(),
      url: invoice.hosted_invoice_url ?? null,
    },
  ];
}
