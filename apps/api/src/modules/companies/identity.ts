import type { PermissionMap } from '@alinhavo/domain';
import { isFeatureKey } from '@alinhavo/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { enterCompany, runAsUser } from '../../platform/db/tenant.ts';
import type { Identity, IdentityHooks } from '../../platform/http/request-hooks.ts';
import { companies, profiles, userFeaturePermissions } from './schema.ts';

export type { Identity } from '../../platform/http/request-hooks.ts';

/** Two writers within this window (two API processes) do not both write the last access. */
const LAST_ACCESS_MIN_GAP_MS = 60_000;

/**
 * The user's profile, company and permissions, read as the app role through the self policy (`tx` has
 * `app.user_id` set); sets the profile's company on the transaction to read the rest.
 */
export async function readIdentity(tx: Tx, userId: string): Promise<Identity | null> {
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
}

/** The identity in its own transaction, for checks outside a request (sign-in of a deactivated profile). */
export function loadIdentity(db: Db, userId: string): Promise<Identity | null> {
  return runAsUser(db, userId, (tx) => readIdentity(tx, userId));
}

/**
 * True when the user has a profile and it is deactivated (part1 §4.4): the check better-auth runs before a
 * session starts and before account endpoints; meant to be handed to createAuth by the composition root.
 */
export async function isAccountDeactivated(db: Db, userId: string): Promise<boolean> {
  const identity = await loadIdentity(db, userId);
  return identity !== null && !identity.isActive;
}

/** Writes the member's last access (members list); `tx` runs as the member's company. */
export async function recordLastAccess(tx: Tx, userId: string, at: Date): Promise<void> {
  await tx
    .update(profiles)
    .set({ lastAccessAt: at })
    .where(
      and(
        eq(profiles.id, userId),
        or(
          isNull(profiles.lastAccessAt),
          lt(profiles.lastAccessAt, new Date(at.getTime() - LAST_ACCESS_MIN_GAP_MS)),
        ),
      ),
    );
}

/** What the route pipeline needs from this module; app.ts hands it to the platform. */
export const identityHooks: IdentityHooks = { load: readIdentity, recordAccess: recordLastAccess };
