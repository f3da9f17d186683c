import { SUBSCRIPTION_CHECK_FALLBACK, type SubscriptionSummary } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { hasPaidSubscription, periodLine, planAction } from './billing-view.ts';

function summary(patch: Partial<SubscriptionSummary>): SubscriptionSummary {
  return { ...SUBSCRIPTION_CHECK_FALLBACK, ...patch };
}

describe('billing tab', () => {
  it('shows the trial end while trialing and the next renewal of a paid period', () => {
    expect(periodLine(summary({ subscriptionStatus: 'trialing', trialEnd: '2026-11-29T15:00:00Z' }))).toEqual(
      { label: 'Fim do teste', value: '29/11/2026' },
    );
    expect(
      periodLine(summary({ subscriptionStatus: 'active', subscriptionEnd: '2026-12-22T15:00:00Z' })),
    ).toEqual({ label: 'Próxima renovação', value: '22/12/2026' });
    expect(periodLine(summary({ subscriptionStatus: 'active' }))).toEqual({
      label: 'Próxima renovação',
      value: '—',
    });
  });

  it('changes plan only for a company paying now; others subscribe through the checkout', () => {
    expect(planAction(summary({ subscriptionStatus: 'active', everHadPaidSubscription: true }))).toBe(
      'change',
    );
    expect(planAction(summary({ subscriptionStatus: 'trialing' }))).toBe('subscribe');
    expect(planAction(summary({ subscriptionStatus: 'canceled', everHadPaidSubscription: true }))).toBe(
      'subscribe',
    );
    expect(planAction(undefined)).toBe('subscribe');
  });

  it('lets a paid subscription be managed, not a trial', () => {
    expect(hasPaidSubscription(summary({ subscriptionStatus: 'past_due' }))).toBe(true);
    expect(hasPaidSubscription(summary({ subscriptionStatus: 'trialing' }))).toBe(false);
    expect(hasPaidSubscription(summary({ subscriptionStatus: 'canceled' }))).toBe(false);
  });
});
