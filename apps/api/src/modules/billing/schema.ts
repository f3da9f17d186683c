import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, profiles } from '../companies/schema.ts';
import { adminPlans } from '../plans/schema.ts';

/**
 * A payment of the built-in provider: created pending at checkout, confirmed by platform staff (or, in
 * development, by the owner). The amount is the plan's monthly price when the checkout was opened.
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    planId: text('plan_id')
      .notNull()
      .references(() => adminPlans.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** pending, confirmed, canceled (CHECK in the migration). */
    status: text('status').notNull().default('pending'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    confirmedBy: uuid('confirmed_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('billing_payments_company_idx').on(t.companyId),
    index('billing_payments_status_idx').on(t.status),
  ],
);

/** Invoices of a company, from either provider: one per confirmed built-in payment or per Stripe invoice. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider').notNull(),
    paymentId: uuid('payment_id').references(() => billingPayments.id),
    providerInvoiceId: text('provider_invoice_id'),
    number: text('number'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** paid, open, void, uncollectible (CHECK in the migration). */
    status: text('status').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_invoices_company_idx').on(t.companyId),
    uniqueIndex('billing_invoices_payment_uq').on(t.paymentId),
    uniqueIndex('billing_invoices_provider_invoice_uq').on(t.provider, t.providerInvoiceId),
  ],
);

/**
 * Platform table: every provider event processed, so a redelivered event is applied once, and the time of the
 * newest event applied to each provider subscription, so an older one arriving late cannot regress its status.
 */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    companyId: uuid('company_id'),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    /** False when the event was recognised but too old (or unknown) to change anything. */
    applied: boolean('applied').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index('billing_webhook_events_subscription_idx').on(t.provider, t.providerSubscriptionId),
  ],
);
