import {
  BILLING_MESSAGES,
  type BillingInvoice,
  type CancelResult,
  type ChangePlanResult,
  type CheckoutResult,
  type PublicPlan,
} from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import { now as clockNow } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { logger } from '../../platform/log/logger.ts';
import { safeError } from '../../platform/log/safe-error.ts';
import { toPublicPlan } from '../plans/index.ts';
import { adminPlans } from '../plans/schema.ts';
import { readSubscriptionRow, statusAt } from '../subscriptions/index.ts';
import type { Billing, BillingCompany, BillingUrls } from './provider.ts';

/** Plan and payment actions are the owner's alone (part1 §6). */
function requireOwner(tenant: TenantContext): void {
  if (tenant.role !== 'owner') throw forbidden(BILLING_MESSAGES.ownerOnly);
}

async function billingCompany(tx: Tx, tenant: TenantContext): Promise<BillingCompany> {
  return {
    id: tenant.companyId,
    name: tenant.companyName,
    email: tenant.email,
    userId: tenant.userId,
    subscription: await readSubscriptionRow(tx, tenant.companyId),
  };
}

/** A plan on sale that can be bought online; Enterprise goes through sales. */
async function purchasablePlan(tx: Tx, planId: string): Promise<PublicPlan> {
  const [row] = await tx
    .select()
    .from(adminPlans)
    .where(and(eq(adminPlans.id, planId.toLowerCase()), eq(adminPlans.isActive, true)));
  if (!row) throw notFound(BILLING_MESSAGES.planNotFound);
  if (row.contactSales) throw conflict(BILLING_MESSAGES.contactSales);
  return toPublicPlan(row);
}

/** Runs a provider call; a failure that is not one of ours is logged and answered with the §8 message. */
async function viaProvider<T>(message: string, requestId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ requestId, err: safeError(error) }, 'payment provider call failed');
    throw new AppError('INTERNAL', message);
  }
}

export type BillingRequest = {
  tx: Tx;
  tenant: TenantContext;
  billing: Billing;
  urls: BillingUrls;
  requestId: string;
};

export async function startCheckout(req: BillingRequest, planId: string): Promise<CheckoutResult> {
  requireOwner(req.tenant);
  const plan = await purchasablePlan(req.tx, planId);
  const company = await billingCompany(req.tx, req.tenant);
  const { provider } = req.billing;
  const session = await viaProvider(BILLING_MESSAGES.checkoutFailed, req.requestId, () =>
    provider.createCheckout(req.tx, company, plan, req.urls),
  );
  return { url: session.url, provider: provider.name, paymentId: session.paymentId };
}

export async function openCustomerPortal(req: BillingRequest): Promise<{ url: string }> {
  requireOwner(req.tenant);
  const company = await billingCompany(req.tx, req.tenant);
  return viaProvider(BILLING_MESSAGES.portalFailed, req.requestId, () =>
    req.billing.provider.customerPortal(req.tx, company, req.urls),
  );
}

export async function changePlan(req: BillingRequest, planId: string): Promise<ChangePlanResult> {
  requireOwner(req.tenant);
  const plan = await purchasablePlan(req.tx, planId);
  const company = await billingCompany(req.tx, req.tenant);
  const change = await viaProvider(BILLING_MESSAGES.changePlanFailed, req.requestId, () =>
    req.billing.provider.changePlan(req.tx, company, plan, req.urls),
  );
  const planType = change.url === null ? plan.id : (company.subscription?.planId ?? null);
  return { planType, url: change.url, paymentId: change.paymentId };
}

/** Statuses of a paid subscription that the owner may cancel (a trial simply runs out). */
const CANCELABLE = new Set(['active', 'past_due', 'paused']);

export async function cancelSubscription(req: BillingRequest): Promise<CancelResult> {
  requireOwner(req.tenant);
  const { provider } = req.billing;
  if (!provider.cancel) throw conflict(BILLING_MESSAGES.cancelViaPortal);
  const company = await billingCompany(req.tx, req.tenant);
  const at = clockNow();
  if (!company.subscription || !CANCELABLE.has(statusAt(company.subscription, at))) {
    throw conflict(BILLING_MESSAGES.nothingToCancel);
  }
  await viaProvider(BILLING_MESSAGES.cancelFailed, req.requestId, () =>
    provider.cancel!(req.tx, company, at),
  );
  return { status: 'canceled', canceledAt: at.toISOString() };
}

export async function listInvoices(req: BillingRequest): Promise<{ invoices: BillingInvoice[] }> {
  const company = await billingCompany(req.tx, req.tenant);
  const invoices = await viaProvider(BILLING_MESSAGES.invoicesFailed, req.requestId, () =>
    req.billing.provider.listInvoices(req.tx, company),
  );
  return { invoices };
}
