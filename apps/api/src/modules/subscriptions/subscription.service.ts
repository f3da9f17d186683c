import { effectiveStatus, type StoredSubscriptionStatus, type SubscriptionSummary } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { now as clockNow } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { companies } from '../companies/schema.ts';
import { adminPlans } from '../plans/schema.ts';
import { readSeats, toUserLimit } from '../users/index.ts';
import { listRecordedInvoices } from './recorded-invoices.ts';
import { subscriptions } from './schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function readSubscriptionRow(tx: Tx, companyId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
  return row ?? null;
}

/**
 * The row's status at `now`: a trial past its end reads as expired, a paid period unrenewed past its grace days
 * as past due, before the job stores either.
 */
export function statusAt(row: SubscriptionRow, now: Date): StoredSubscriptionStatus {
  return effectiveStatus(row.status as StoredSubscriptionStatus, row.trialEnd, now, row.currentPeriodEnd);
}

const SUMMARY_INVOICES = 12;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * part1 §3 subscription summary. Limits come from the subscription's plan, or from the company's plan while it
 * has none; usage counts active members. Invoices are the latest ones the payment provider recorded.
 */
export async function getSubscriptionSummary(
  tx: Tx,
  companyId: string,
  now: Date = clockNow(),
): Promise<SubscriptionSummary> {
  const row = await readSubscriptionRow(tx, companyId);
  const [company] = await tx
    .select({ planType: companies.planType })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Empresa não encontrada');
  const [plan] = await tx
    .select({ maxUsers: adminPlans.maxUsers, features: adminPlans.features })
    .from(adminPlans)
    .where(eq(adminPlans.id, row?.planId ?? company.planType));
  const seats = await readSeats(tx, companyId);
  const status = row ? statusAt(row, now) : null;
  const invoices = (await listRecordedInvoices(tx, companyId)).slice(0, SUMMARY_INVOICES);
  return {
    hasActiveSubscription: status === 'active' || status === 'trialing',
    planType: row?.planId ?? null,
    subscriptionStatus: status,
    subscriptionStart: iso(row?.currentPeriodStart ?? null),
    subscriptionEnd: iso(row?.currentPeriodEnd ?? null),
    subscriptionCreatedAt: iso(row?.createdAt ?? null),
    trialEnd: iso(row?.trialEnd ?? null),
    everHadPaidSubscription: row?.firstPaidAt != null,
    limits: { maxUsers: plan?.maxUsers ?? seats.maxUsers, features: plan?.features ?? [] },
    usage: { activeUsers: seats.activeUsers, seatsTaken: toUserLimit(seats).currentUsers },
    invoices: invoices.map(({ id, amountCents, status, createdAt, url }) => ({
      id,
      amountCents,
      status,
      createdAt,
      url,
    })),
  };
}
