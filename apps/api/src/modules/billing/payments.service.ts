import {
  type AdminPayment,
  BILLING_MESSAGES,
  type BillingPayment,
  isUuid,
  type PaymentStatus,
} from '@alinhavo/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { companies, profiles } from '../companies/schema.ts';
import { adminPlans } from '../plans/schema.ts';
import { billingPayments } from './schema.ts';

const paymentColumns = {
  id: billingPayments.id,
  companyId: billingPayments.companyId,
  planId: billingPayments.planId,
  planName: adminPlans.name,
  amountCents: billingPayments.amountCents,
  status: billingPayments.status,
  createdAt: billingPayments.createdAt,
  confirmedAt: billingPayments.confirmedAt,
};
type PaymentRow = {
  id: string;
  companyId: string;
  planId: string;
  planName: string;
  amountCents: number;
  status: string;
  createdAt: Date;
  confirmedAt: Date | null;
};

function toPayment(row: PaymentRow) {
  return {
    id: row.id,
    planId: row.planId,
    planName: row.planName,
    amountCents: row.amountCents,
    status: row.status as PaymentStatus,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  };
}

/** A payment of the caller's company (row-level security hides other companies' payments). */
async function readPayment(tx: Tx, id: string): Promise<PaymentRow> {
  if (!isUuid(id)) throw notFound(BILLING_MESSAGES.paymentNotFound);
  const [row] = await tx
    .select(paymentColumns)
    .from(billingPayments)
    .innerJoin(adminPlans, eq(adminPlans.id, billingPayments.planId))
    .where(eq(billingPayments.id, id));
  if (!row) throw notFound(BILLING_MESSAGES.paymentNotFound);
  return row;
}

export async function getPayment(tx: Tx, id: string, devConfirm: boolean): Promise<BillingPayment> {
  return { ...toPayment(await readPayment(tx, id)), devConfirmAvailable: devConfirm };
}

/**
 * Opens a pending built-in payment for the plan at its current monthly price; an open one for the same plan and
 * price is reused, so reopening the checkout does not pile up payments.
 */
export async function openPayment(
  tx: Tx,
  company: { id: string; userId: string },
  plan: { id: string; priceMonthlyCents: number },
): Promise<string> {
  const [open] = await tx
    .select({ id: billingPayments.id })
    .from(billingPayments)
    .where(
      and(
        eq(billingPayments.companyId, company.id),
        eq(billingPayments.planId, plan.id),
        eq(billingPayments.amountCents, plan.priceMonthlyCents),
        eq(billingPayments.status, 'pending'),
      ),
    )
    .orderBy(desc(billingPayments.createdAt))
    .limit(1);
  if (open) return open.id;
  const [created] = await tx
    .insert(billingPayments)
    .values({
      companyId: company.id,
      planId: plan.id,
      amountCents: plan.priceMonthlyCents,
      createdBy: company.userId,
    })
    .returning({ id: billingPayments.id });
  return created!.id;
}

/**
 * Confirms a pending payment through app_confirm_payment (migration 0007), the one writer of payments,
 * subscriptions and invoices for the built-in provider. Confirming twice changes nothing the second time.
 */
async function confirm(tx: Tx, id: string, confirmedBy: string): Promise<void> {
  if (!isUuid(id)) throw notFound(BILLING_MESSAGES.paymentNotFound);
  const result = await tx.execute(
    sql`select app_confirm_payment(${id}::uuid, ${confirmedBy}::uuid) as "outcome"`,
  );
  const outcome = (result as unknown as { rows: { outcome: string }[] }).rows[0]?.outcome;
  if (outcome === 'not_found') throw notFound(BILLING_MESSAGES.paymentNotFound);
  if (outcome === 'canceled') throw conflict(BILLING_MESSAGES.paymentCanceled);
  if (outcome !== 'confirmed' && outcome !== 'already_confirmed') throw new AppError('INTERNAL');
}

/** POST /admin/payments/:id/confirm: platform staff confirm a payment they received. */
export async function confirmPaymentAsStaff(tx: Tx, staff: TenantContext, id: string): Promise<AdminPayment> {
  await confirm(tx, id, staff.userId);
  const [payment] = await listAdminPayments(tx, { id });
  if (!payment) throw notFound(BILLING_MESSAGES.paymentNotFound);
  return payment;
}

/**
 * POST /billing/payments/:id/dev-confirm: in development only, the owner confirms their own payment from the
 * checkout page. Another company's payment answers 404 before the development rule is even looked at.
 */
export async function devConfirmPayment(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  devConfirm: boolean,
): Promise<BillingPayment> {
  await readPayment(tx, id);
  if (tenant.role !== 'owner') throw forbidden(BILLING_MESSAGES.ownerOnly);
  if (!devConfirm) throw forbidden(BILLING_MESSAGES.devConfirmDisabled);
  await confirm(tx, id, tenant.userId);
  return getPayment(tx, id, devConfirm);
}

/** GET /admin/payments: every company's payments, newest first (staff read policies, migration 0007). */
export async function listAdminPayments(
  tx: Tx,
  filter: { status?: PaymentStatus | undefined; id?: string },
): Promise<AdminPayment[]> {
  const conditions = [
    ...(filter.status ? [eq(billingPayments.status, filter.status)] : []),
    ...(filter.id ? [eq(billingPayments.id, filter.id)] : []),
  ];
  const rows = await tx
    .select({ ...paymentColumns, companyName: companies.name, createdByEmail: profiles.email })
    .from(billingPayments)
    .innerJoin(adminPlans, eq(adminPlans.id, billingPayments.planId))
    .innerJoin(companies, eq(companies.id, billingPayments.companyId))
    .leftJoin(profiles, eq(profiles.id, billingPayments.createdBy))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(billingPayments.createdAt))
    .limit(200);
  return rows.map((row) => ({
    ...toPayment(row),
    companyId: row.companyId,
    companyName: row.companyName,
    createdByEmail: row.createdByEmail,
  }));
}
