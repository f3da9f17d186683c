import type { PermissionMap } from '@alinhavo/domain';
import { isFeatureKey } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { enterCompany, runAsUser } from '../../platform/db/tenant.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { companies, profiles, userFeaturePermissions } from './schema.ts';

export type Identity = TenantContext & { isActive: boolean; lastAccessAt: Date | null };

const LAST_ACCESS_RESOLUTION_MS = 5 * 60_000;

/** The signed-in user's profile, company and permissions, read as the app role through the self policy. */
export function loadIdentity(db: Db, userId: string): Promise<Identity | null> {
  return runAsUser(db, userId, async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
    if (!profile) return null;
    await enterCompany(tx, profile.companyId);
    const [company] = await tx.select({ name: companies.name }).from(companies).limit(1);
    const rows = await tx
      .select()
      .from(userFeaturePermissions)
      .where(eq(userFeaturePermissions.userId, userId));
    const permissions: PermissionMap = {};
    for (const row of rows) {
      if (isFeatureKey(row.feature)) {
        permissions[row.feature] = {
          canAccess: row.canAccess,
          canWrite: row.canWrite,
          canDelete: row.canDelete,
        };
      }
    }
    const now = Date.now();
    if (
      profile.isActive &&
      (!profile.lastAccessAt || now - profile.lastAccessAt.getTime() > LAST_ACCESS_RESOLUTION_MS)
    ) {
      await tx
        .update(profiles)
        .set({ lastAccessAt: new Date(now) })
        .where(eq(profiles.id, userId));
    }
    return {
      userId,
      companyId: profile.companyId,
      companyName: company?.name ?? '',
      email: profile.email,
      fullName: profile.fullName,
      role: profile.role,
      permissions,
      isActive: profile.isActive,
      lastAccessAt: profile.lastAccessAt,
    };
  });
}
