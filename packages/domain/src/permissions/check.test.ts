import { describe, expect, it } from 'vitest';
import { can } from './check.ts';

describe('can', () => {
  it('grants everything to owner and super_admin without rows', () => {
    expect(can('owner', {}, 'suppliers', 'delete')).toBe(true);
    expect(can('super_admin', {}, 'users', 'write')).toBe(true);
  });

  it('denies when the row is missing', () => {
    expect(can('admin', {}, 'suppliers', 'access')).toBe(false);
    expect(
      can('user', { products: { canAccess: true, canWrite: true, canDelete: true } }, 'suppliers', 'access'),
    ).toBe(false);
  });

  it('checks each action against its flag', () => {
    const perms = { suppliers: { canAccess: true, canWrite: false, canDelete: false } };
    expect(can('user', perms, 'suppliers', 'access')).toBe(true);
    expect(can('user', perms, 'suppliers', 'write')).toBe(false);
    expect(can('user', perms, 'suppliers', 'delete')).toBe(false);
  });

  it('never grants write or delete without access', () => {
    const perms = { suppliers: { canAccess: false, canWrite: true, canDelete: true } };
    expect(can('manager', perms, 'suppliers', 'write')).toBe(false);
    expect(can('manager', perms, 'suppliers', 'delete')).toBe(false);
  });
});
