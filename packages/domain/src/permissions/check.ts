import type { FeatureKey, PermissionAction } from './features.ts';
import { hasAllPermissions } from './roles.ts';

export type FeaturePermission = { canAccess: boolean; canWrite: boolean; canDelete: boolean };
export type PermissionMap = Partial<Record<FeatureKey, FeaturePermission>>;

/** part1 §6: owner and super_admin have all; others need a row granting the action; a missing row means denied. */
export function can(
  role: string,
  permissions: PermissionMap,
  feature: FeatureKey,
  action: PermissionAction,
): boolean {
  if (hasAllPermissions(role)) return true;
  const row = permissions[feature];
  if (!row) return false;
  if (action === 'access') return row.canAccess;
  if (action === 'write') return row.canAccess && row.canWrite;
  return row.canAccess && row.canDelete;
}
