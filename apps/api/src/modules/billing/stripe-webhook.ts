import { type InvoiceStatus, isUuid, type StoredSubscriptionStatus } from '@alinhavo/domain';
import { and, eq, max, ne, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, Tx } from '../../platform/db/client.ts';
import { enterCompany } from '../../platform/db/tenant.ts';
import { companies } from '../companies/schema.ts';
import { adminPlans } from '../plans/schema.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { InvalidWebhookError, type WebhookHandler } from './provider.ts';
import { billingInvoices, billingWebhookEvents } from './schema.ts';
import { idOf, invoiceStatus, subscriptionStatus } from './stripe-mapping.ts';

/** What one Stripe event says about a company's subscription and invoices. */
type Change = {
  companyId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  planId: string | null;
  status?: StoredSubscriptionStatus | undefined;
  periodStart?: Date | null;
  periodEnd?: Date | null;
  canceledAt?: Date | null;
  /** A payment went through: the company has had a paid subscription from now on. */
  paid?: boolean;
  invoice?: {
    id: string;
    number: string | null;
    amountCents: number;
    status: InvoiceStatus;
    periodStart: Date | null;
    periodEnd: Date | null;
    url: string | null;
  };
};

const fromUnix = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000));
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

function fromSubscription(sub: Stripe.Subscription, deleted: boolean): Change {
  const item = sub.items?.data[0];
  return {
    companyId: sub.metadata?.company_id ?? null,
    subscriptionId: sub.id,
    customerId: idOf(sub.customer),
    planId: sub.metadata?.plan_id ?? null,
    status: deleted ? 'canceled' : subscriptionStatus(sub.status),
    periodStart: fromUnix(item?.current_period_start),
    periodEnd: fromUnix(item?.current_period_end),
    canceledAt: deleted ? (fromUnix(sub.ended_at ?? sub.canceled_at) ?? new Date()) : null,
  };
}

function fromInvoice(invoice: Stripe.Invoice, paid: boolean): Change {
  const details = invoice.parent?.subscription_details;
  const line = invoice.lines?.data[0];
  const status = invoiceStatus(invoice.status) ?? (paid ? 'paid' : 'open');
  const periodStart = fromUnix(line?.period.start ?? invoice.period_start);
  const periodEnd = fromUnix(line?.period.end ?? invoice.period_end);
  return {
    companyId: details?.metadata?.company_id ?? null,
    subscriptionId: idOf(details?.subscription),
    customerId: idOf(invoice.customer),
    planId: details?.metadata?.plan_id ?? null,
    status: paid ? 'active' : 'past_due',
    ...(paid ? { paid: true, periodStart, periodEnd } : {}),
    ...(invoice.id
      ? {
          invoice: {
            id: invoice.id,
            number: invoice.number,
            amountCents: paid ? invoice.amount_paid : invoice.amount_due,
            status,
            periodStart,
            periodEnd,
            url: invoice.hosted_invoice_url ?? null,
          },
        }
      : {}),
  };
}

function fromCheckout(session: Stripe.Checkout.Session, eventAt: Date): Change {
  const paid = session.payment_status === 'paid';
  return {
    companyId: session.client_reference_id ?? session.metadata?.company_id ?? null,
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    planId: session.metadata?.plan_id ?? null,
    // Provisional period until the subscription's own events bring Stripe's dates.
    ...(paid
      ? {
          status: 'active',
          paid: true,
          periodStart: eventAt,
          periodEnd: new Date(eventAt.getTime() + MONTH_MS),
        }
      : {}),
  };
}

/** The change an event brings, or null for an event type we do not use. */
function changeOf(event: Stripe.Event, eventAt: Date): Change | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return fromCheckout(event.data.object, eventAt);
    case 'customer.subscription.updated':
      return fromSubscription(event.data.object, false);
    case 'customer.subscription.deleted':
      return fromSubscription(event.data.object, true);
    case 'invoice.paid':
      return fromInvoice(event.data.object, true);
    case 'invoice.payment_failed':
      return fromInvoice(event.data.object, false);
    default:
      return null;
  }
}

/**
 * The company an event is about: from the metadata we set at checkout, else from the stored provider ids (the
 * subscriptions table lets the connecting owner read across companies, migration 0006).
 */
async function companyOf(tx: Tx, change: Change): Promise<string | null> {
  const candidates = [
    ...(change.subscriptionId ? [eq(subscriptions.providerSubscriptionId, change.subscriptionId)] : []),
    ...(change.customerId ? [eq(subscriptions.providerCustomerId, change.customerId)] : []),
  ];
  if (change.companyId && isUuid(change.companyId)) {
    // Forced row-level security binds a non-superuser owner too: a company is only visible once entered.
    await enterCompany(tx, change.companyId);
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, change.companyId));
    if (company) return company.id;
  }
  if (!candidates.length) return null;
  const [row] = await tx
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'stripe'), or(...candidates)))
    .limit(1);
  return row?.companyId ?? null;
}

async function knownPlan(tx: Tx, planId: string | null): Promise<string | null> {
  if (!planId) return null;
  const [plan] = await tx.select({ id: adminPlans.id }).from(adminPlans).where(eq(adminPlans.id, planId));
  return plan?.id ?? null;
}

/** Whether an event newer than this one was already applied to the same Stripe subscription. */
async function isStale(
  tx: Tx,
  eventId: string,
  subscriptionId: string | null,
  eventAt: Date,
): Promise<boolean> {
  if (!subscriptionId) return false;
  const [row] = await tx
    .select({ newest: max(billingWebhookEvents.eventCreatedAt) })
    .from(billingWebhookEvents)
    .where(
      and(
        eq(billingWebhookEvents.provider, 'stripe'),
        eq(billingWebhookEvents.providerSubscriptionId, subscriptionId),
        eq(billingWebhookEvents.applied, true),
        ne(billingWebhookEvents.eventId, eventId),
      ),
    );
  return row?.newest != null && row.newest.getTime() > eventAt.getTime();
}

/** Writes the subscription side of a change (status and dates only when `current`), and the invoice. */
async function apply(
  tx: Tx,
  companyId: string,
  change: Change,
  current: boolean,
  eventAt: Date,
): Promise<void> {
  const planId = await knownPlan(tx, change.planId);
  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  const ids = {
    provider: 'stripe',
    ...(change.customerId ? { providerCustomerId: change.customerId } : {}),
    ...(change.subscriptionId ? { providerSubscriptionId: change.subscriptionId } : {}),
  };
  const state = current
    ? {
        ...(change.status ? { status: change.status } : {}),
        ...(planId ? { planId } : {}),
        ...(change.periodStart ? { currentPeriodStart: change.periodStart } : {}),
        ...(change.periodEnd ? { currentPeriodEnd: change.periodEnd } : {}),
        ...(change.status === 'canceled' ? { canceledAt: change.canceledAt ?? eventAt } : {}),
        ...(change.status === 'active' ? { canceledAt: null } : {}),
        ...(change.paid && !existing?.firstPaidAt ? { firstPaidAt: eventAt } : {}),
      }
    : {};
  if (existing) {
    await tx
      .update(subscriptions)
      .set({ ...ids, ...state, updatedAt: new Date() })
      .where(eq(subscriptions.companyId, companyId));
  } else if (current && change.status) {
    const [company] = await tx
      .select({ planType: companies.planType })
      .from(companies)
      .where(eq(companies.id, companyId));
    await tx.insert(subscriptions).values({
      companyId,
      planId: planId ?? company!.planType,
      status: change.status,
      ...ids,
      ...state,
    });
  }
  if (current && planId) {
    await tx
      .update(companies)
      .set({ planType: planId, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
  }
  if (change.invoice) {
    const { id, ...invoice } = change.invoice;
    await tx
      .insert(billingInvoices)
      .values({ companyId, provider: 'stripe', providerInvoiceId: id, ...invoice })
      .onConflictDoUpdate({
        target: [billingInvoices.provider, billingInvoices.providerInvoiceId],
        set: {
          status: invoice.status,
          amountCents: invoice.amountCents,
          url: invoice.url,
          number: invoice.number,
        },
      });
  }
}

/**
 * POST /api/billing/webhooks/stripe: the signature is checked on the raw body with Stripe's library; each event id
 * is processed once (a redelivery answers duplicate); an event older than the newest one applied to the same
 * subscription records its invoice but leaves the status alone. Runs as the connecting owner, acting for the
 * event's company (enterCompany), because no signed-in user is behind a webhook.
 */
export function createStripeWebhook(stripe: Stripe, secret: string): WebhookHandler {
  return {
    name: 'stripe',
    signatureHeader: 'stripe-signature',
    handle: async (db: Db, rawBody: Buffer, signature: string | undefined) => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
      } catch {
        throw new InvalidWebhookError('invalid Stripe signature');
      }
      const eventAt = new Date(event.created * 1000);
      const change = changeOf(event, eventAt);
      return db.transaction(async (tx) => {
        const recorded = await tx
          .insert(billingWebhookEvents)
          .values({
            provider: 'stripe',
            eventId: event.id,
            type: event.type,
            providerSubscriptionId: change?.subscriptionId ?? null,
            eventCreatedAt: eventAt,
            applied: false,
          })
          .onConflictDoNothing()
          .returning({ eventId: billingWebhookEvents.eventId });
        if (!recorded.length) return { duplicate: true };
        if (!change) return { duplicate: false };
        const companyId = await companyOf(tx, change);
        if (!companyId) return { duplicate: false };
        await enterCompany(tx, companyId);
        const current = !(await isStale(tx, event.id, change.subscriptionId, eventAt));
        await apply(tx, companyId, change, current, eventAt);
        await tx
          .update(billingWebhookEvents)
          .set({ companyId, applied: current })
          .where(
            and(eq(billingWebhookEvents.provider, 'stripe'), eq(billingWebhookEvents.eventId, event.id)),
          );
        return { duplicate: false };
      });
    },
  };
}
