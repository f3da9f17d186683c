import { isFeatureKey, type PermissionMap } from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { userFeaturePermissions } from '../companies/schema.ts';

/** The permission rows of some members of the company, by member id. */
export async function readPermissions(
  tx: Tx,
  companyId: string,
  userIds?: string[],
): Promise<Map<string, PermissionMap>> {
  const rows = await tx
    .select()
    .from(userFeaturePermissions)
    .where(
      and(
        eq(userFeaturePermissions.companyId, companyId),
        userIds ? inArray(userFeaturePermissions.userId, userIds) : undefined,
      ),
    );
  const byUser = new Map<string, PermissionMap>();
  for (const row of rows) {
    if (!isFeatureKey(row.feature)) continue;
    const map = byUser.get(row.userId) ?? {};
    map[row.feature] = { canAccess: row.canAccess, canWrite: row.canWrite, canDelete: row.canDelete };
    byUser.set(row.userId, map);
  }
  return byUser;
}

/**
 * Replaces a member's rows with the given map. Writing or deleting without access is meaningless (part1 §6
 * checks access first), so those flags are stored as false.
 */
export async function writePermissions(
  tx: Tx,
  companyId: string,
  userId: string,
  permissions: PermissionMap,
): Promise<void> {
  await tx
    .delete(userFeaturePermissions)
    .where(and(eq(userFeaturePermissions.companyId, companyId), eq(userFeaturePermissions.userId, userId)));
  const rows = Object.entries(permissions).map(([feature, row]) => ({
    companyId,
    userId,
    feature,
    canAccess: row.canAccess,
    canWrite: row.canAccess && row.canWrite,
    canDelete: row.canAccess && row.canDelete,
  }));
  if (rows.length) await tx.insert(userFeaturePermissions).values(rows);
}
