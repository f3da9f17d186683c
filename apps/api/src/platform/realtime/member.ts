import { can, type FeatureKey } from '@alinhavo/domain';
import type { Db } from '../db/client.ts';
import { enterAppRole, tenantSettings } from '../db/tenant.ts';
import { AppError } from '../http/errors.ts';
import type { RequestContextLoader } from '../http/request-context.ts';
import type { SubscriptionGuard } from '../http/request-hooks.ts';
import type { TenantContext } from '../http/tenant-context.ts';
import type { PrincipalResolver, RealtimePrincipal, RealtimeSession } from './principal.ts';

/**
 * A company's member, read exactly as an HTTP request reads it (the same per-process caches, which the database's
 * notifications empty): refused when deactivated (ACCOUNT_DEACTIVATED); `canRead` combines the member's
 * permissions with what the company's plan and subscription allow now.
 */
export function memberResolver(
  db: Db,
  loader: RequestContextLoader,
  guard: SubscriptionGuard<unknown>,
): PrincipalResolver {
  const principal = (session: RealtimeSession, tenant: TenantContext, plan: unknown): RealtimePrincipal => {
    const planAllows = (feature: FeatureKey) => {
      try {
        guard.check(plan, tenant, feature);
        return true;
      } catch {
        return false;
      }
    };
    return {
      kind: 'member',
      userId: session.userId,
      sessionId: session.sessionId,
      companyIds: [tenant.companyId],
      member: {
        tenant,
        canRead: (feature: FeatureKey) =>
          can(tenant.role, tenant.permissions, feature, 'access') && planAllows(feature),
      },
    };
  };
  return async (session) => {
    // Warm caches (the usual re-check): no transaction at all.
    const identity = loader.caches.identities.get(session.userId);
    const plan = identity && loader.caches.subscriptions.get(identity.companyId);
    if (identity && plan) {
      if (!identity.isActive) throw new AppError('ACCOUNT_DEACTIVATED');
      const { isActive: _active, lastAccessAt: _last, ...tenant } = identity;
      return principal(session, tenant, plan.state);
    }
    try {
      return await db.transaction(async (tx) => {
        const { tenant } = await loader.tenant(tx, session.userId, {});
        await enterAppRole(tx, tenantSettings(tenant.companyId));
        return principal(session, tenant, await loader.subscription(tx, tenant.companyId, {}));
      });
    } catch (error) {
      // No profile: not a company's member (another resolver may know the user: a workshop login's).
      if (error instanceof AppError && (error.code === 'UNAUTHENTICATED' || error.code === 'WORKSHOP_LOGIN'))
        return null;
      throw error;
    }
  };
}
