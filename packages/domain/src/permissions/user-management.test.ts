import { describe, expect, it } from 'vitest';
import { assignableRoles, canEditMember, canManageUsers, isPlatformStaff } from './user-management.ts';

describe('who manages users (issue 3, decisions 006)', () => {
  it('is the owner, the administrator and the super admin only', () => {
    expect(['owner', 'admin', 'super_admin'].map(canManageUsers)).toEqual([true, true, true]);
    expect(['manager', 'user', 'support', 'outro'].map(canManageUsers)).toEqual([false, false, false, false]);
  });

  it('lets only an owner make another owner', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'manager', 'user']);
    expect(assignableRoles('super_admin')).toEqual(['owner', 'admin', 'manager', 'user']);
    expect(assignableRoles('admin')).toEqual(['admin', 'manager', 'user']);
    expect(assignableRoles('manager')).toEqual([]);
    expect(assignableRoles('user')).toEqual([]);
  });

  it('keeps an administrator away from owners', () => {
    expect(canEditMember('admin', 'owner')).toBe(false);
    expect(canEditMember('admin', 'admin')).toBe(true);
    expect(canEditMember('admin', 'user')).toBe(true);
    expect(canEditMember('owner', 'owner')).toBe(true);
    expect(canEditMember('super_admin', 'owner')).toBe(true);
    expect(canEditMember('manager', 'user')).toBe(false);
    expect(canEditMember('support', 'user')).toBe(false);
  });

  it('knows platform staff', () => {
    expect(isPlatformStaff('super_admin')).toBe(true);
    expect(isPlatformStaff('support')).toBe(true);
    expect(isPlatformStaff('owner')).toBe(false);
  });
});
