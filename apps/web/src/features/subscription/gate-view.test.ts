import { SUBSCRIPTION_CHECK_FALLBACK, type SubscriptionSummary } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { canRenew, gateView } from './gate-view.ts';

const now = new Date('2026-11-20T12:00:00Z');

function summary(patch: Partial<SubscriptionSummary>): SubscriptionSummary {
  return {
    ...SUBSCRIPTION_CHECK_FALLBACK,
    subscriptionStatus: 'active',
    hasActiveSubscription: true,
    ...patch,
  };
}

const view = (s: SubscriptionSummary | undefined, path = '/app/fornecedores', role = 'owner') =>
  gateView({ role, path, summary: s, now });

describe('subscription gate view', () => {
  it('renders the page with an active subscription or a trial with days left', () => {
    expect(view(summary({}))).toEqual({ kind: 'page' });
    expect(view(summary({ subscriptionStatus: 'trialing', trialEnd: '2026-11-21T12:00:00Z' }))).toEqual({
      kind: 'page',
    });
  });

  it('names the gate screen for each status without a usable subscription', () => {
    for (const status of ['paused', 'past_due', 'canceled'] as const) {
      expect(view(summary({ subscriptionStatus: status, everHadPaidSubscription: true }))).toEqual({
        kind: 'screen',
        screen: status,
      });
    }
    expect(view(summary({ subscriptionStatus: 'expired', everHadPaidSubscription: true }))).toEqual({
      kind: 'screen',
      screen: 'expired',
    });
    expect(view(SUBSCRIPTION_CHECK_FALLBACK)).toEqual({ kind: 'screen', screen: 'error' });
  });

  it('redirects a company that never paid to onboarding or to the trial-expired page', () => {
    expect(view(summary({ subscriptionStatus: null }))).toEqual({ kind: 'redirect', to: '/onboarding' });
    expect(view(summary({ subscriptionStatus: 'trialing', trialEnd: '2026-11-19T12:00:00Z' }))).toEqual({
      kind: 'redirect',
      to: '/trial-expired',
    });
  });

  it('waits on gated paths while the check runs, never on ungated ones', () => {
    expect(view(undefined)).toEqual({ kind: 'loading' });
    expect(view(undefined, '/app/hub')).toEqual({ kind: 'page' });
    expect(view(undefined, '/app/admin/emails')).toEqual({ kind: 'page' });
  });

  it('keeps the hub and the admin area open whatever the status', () => {
    expect(view(SUBSCRIPTION_CHECK_FALLBACK, '/app/hub')).toEqual({ kind: 'page' });
    expect(view(summary({ subscriptionStatus: 'canceled' }), '/app/admin')).toEqual({ kind: 'page' });
  });

  it('never gates platform staff', () => {
    for (const role of ['super_admin', 'support']) {
      expect(view(SUBSCRIPTION_CHECK_FALLBACK, '/app/fornecedores', role)).toEqual({ kind: 'page' });
      expect(view(undefined, '/app/fornecedores', role)).toEqual({ kind: 'page' });
    }
  });

  it('lets only the owner renew', () => {
    expect(canRenew('owner')).toBe(true);
    for (const role of ['admin', 'manager', 'user']) expect(canRenew(role)).toBe(false);
  });
});
