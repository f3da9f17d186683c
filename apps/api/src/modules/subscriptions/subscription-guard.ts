import {
  type FeatureKey,
  isPlatformStaff,
  PLAN_FEATURE_MESSAGE,
  planIncludesFeature,
} from '@alinhavo/domain';
import { now } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';
import type { SubscriptionGuard } from '../../platform/http/request-hooks.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { readSubscriptionRow, type SubscriptionRow, statusAt } from './subscription.service.ts';

const USABLE = new Set(['trialing', 'active']);

/**
 * The server side of the gate screens (part1 §2.8): the company's features answer only while its subscription is
 * in trial or active, and only those its plan includes (planIncludesFeature). Billing, subscription and session
 * routes stay open so the owner can pay; staff are never gated. The status is computed from the row at the moment
 * of the check (the clock), so a cached row still sees a trial end.
 */
export function checkSubscription(
  row: SubscriptionRow | null,
  tenant: TenantContext,
  feature: FeatureKey,
): void {
  if (isPlatformStaff(tenant.role)) return;
  if (!row || !USABLE.has(statusAt(row, now()))) throw new AppError('SUBSCRIPTION_INACTIVE');
  if (!planIncludesFeature(row.planId, feature)) throw forbidden(PLAN_FEATURE_MESSAGE);
}

/**
 * Whether checkSubscription lets the company use the feature now, for an answer that gathers several features
 * (the command palette's search leaves out what it may not show instead of refusing the whole request).
 */
export function subscriptionAllows(
  row: SubscriptionRow | null,
  tenant: TenantContext,
  feature: FeatureKey,
): boolean {
  try {
    checkSubscription(row, tenant, feature);
    return true;
  } catch {
    return false;
  }
}

export async function assertSubscriptionAllows(
  tx: Tx,
  tenant: TenantContext,
  feature: FeatureKey,
): Promise<void> {
  checkSubscription(await readSubscriptionRow(tx, tenant.companyId), tenant, feature);
}

/** What the route pipeline needs from this module; app.ts hands it to the platform. */
export const subscriptionGuard: SubscriptionGuard<SubscriptionRow | null> = {
  read: readSubscriptionRow,
  check: checkSubscription,
};
