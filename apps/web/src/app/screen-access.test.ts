import type { SessionProfile } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { canOpenScreen, screenAccess } from './screen-access.ts';

function session(role: string, permissions: SessionProfile['permissions'] = {}) {
  return { user: { id: 'u', email: 'a@b.c', fullName: 'A', role }, permissions };
}

const suppliers = { feature: 'suppliers' as const };
const admin = { staffOnly: true };
const open = {};

describe('screenAccess', () => {
  it('lets owner and super_admin open every feature screen', () => {
    expect(screenAccess(session('owner'), suppliers)).toBe('open');
    expect(screenAccess(session('super_admin'), suppliers)).toBe('open');
  });

  it('needs an access row for everyone else; a missing row or a row without access is denied', () => {
    expect(screenAccess(session('user'), suppliers)).toBe('denied');
    const noAccess = { suppliers: { canAccess: false, canWrite: true, canDelete: true } };
    expect(screenAccess(session('admin', noAccess), suppliers)).toBe('denied');
    const granted = { suppliers: { canAccess: true, canWrite: false, canDelete: false } };
    expect(screenAccess(session('user', granted), suppliers)).toBe('open');
  });

  it('keeps staff-only screens for super_admin and support, even from an owner', () => {
    expect(screenAccess(session('super_admin'), admin)).toBe('open');
    expect(screenAccess(session('support'), admin)).toBe('open');
    expect(screenAccess(session('owner'), admin)).toBe('staff-only');
    expect(canOpenScreen(session('admin'), admin)).toBe(false);
  });

  it('opens unmapped screens to every member and nothing without a session', () => {
    expect(screenAccess(session('user'), open)).toBe('open');
    expect(screenAccess(undefined, open)).toBe('denied');
    expect(canOpenScreen(undefined, suppliers)).toBe(false);
  });

  it('shows a feature beyond the company plan as not in the plan, but never to platform staff', () => {
    const reports = { feature: 'reports' as const };
    expect(screenAccess(session('owner'), reports, 'starter')).toBe('not-in-plan');
    expect(canOpenScreen(session('owner'), reports, 'starter')).toBe(false);
    expect(screenAccess(session('owner'), reports, 'professional')).toBe('open');
    expect(screenAccess(session('owner'), reports, undefined)).toBe('open');
    expect(screenAccess(session('super_admin'), reports, 'starter')).toBe('open');
    expect(screenAccess(session('owner'), suppliers, 'starter')).toBe('open');
    expect(screenAccess(session('user'), reports, 'starter')).toBe('denied');
  });
});
