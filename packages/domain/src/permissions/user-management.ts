import type { CompanyRole } from './roles.ts';

/** part1 §6 and issue 3: only owners and administrators manage the company's users. */
export function canManageUsers(role: string): boolean {
  return role === 'owner' || role === 'admin' || role === 'super_admin';
}

/** Who may give a role: only an owner makes another owner; administrators manage the other roles. */
export function assignableRoles(actorRole: string): CompanyRole[] {
  if (actorRole === 'owner' || actorRole === 'super_admin') return ['owner', 'admin', 'manager', 'user'];
  if (actorRole === 'admin') return ['admin', 'manager', 'user'];
  return [];
}

/** An administrator cannot change an owner; an owner can change anyone but the last active owner stays. */
export function canEditMember(actorRole: string, targetRole: string): boolean {
  if (!canManageUsers(actorRole)) return false;
  if (targetRole === 'owner') return actorRole === 'owner' || actorRole === 'super_admin';
  return true;
}

export function isPlatformStaff(role: string): boolean {
  return role === 'super_admin' || role === 'support';
}
