import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/schema.ts';
import { adminPlans } from '../plans/schema.ts';

/**
 * part1 §3 subscriptions: ONE current row per company (unique company_id), updated in place as the status
 * moves (trial → active → past_due …). What the rules need from the past is kept on the row itself:
 * `trial_end` stays set once a trial was started, `first_paid_at` once a non-trial subscription existed.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    planId: text('plan_id')
      .notNull()
      .references(() => adminPlans.id),
    /** trialing, active, paused, expired, past_due, canceled (CHECK in the migration). */
    status: text('status').notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
    /** Payment provider ('stripe', 'builtin') and its ids; null until a payment exists. */
    provider: text('provider'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_company_uq').on(t.companyId)],
);

/**
 * Every CPF/CNPJ that started a trial, in any company (decisions.md), as a SHA-256 of the normalised
 * document: no company data, and the app role reaches it only through two SECURITY DEFINER functions.
 */
export const trialDocuments = pgTable('trial_documents', {
  documentHash: text('document_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
