import { SUBSCRIPTION_CHECK_FALLBACK, type SubscriptionSummary } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { runningTrial, trialCardId, trialEndsSoon, trialToastDue } from './trial-reminders.ts';

const now = new Date('2026-11-20T15:00:00Z');

function trialing(trialEnd: string | null): SubscriptionSummary {
  return { ...SUBSCRIPTION_CHECK_FALLBACK, subscriptionStatus: 'trialing', trialEnd };
}

describe('running trial', () => {
  it('counts whole days left while the trial runs', () => {
    expect(runningTrial(trialing('2026-11-25T15:00:00Z'), now)).toEqual({
      trialEnd: '2026-11-25T15:00:00Z',
      daysLeft: 5,
    });
    expect(runningTrial(trialing('2026-11-20T16:00:00Z'), now)?.daysLeft).toBe(1);
  });

  it('is null when not trialing, without an end, or once the end has passed', () => {
    expect(
      runningTrial({ ...trialing('2026-11-25T15:00:00Z'), subscriptionStatus: 'active' }, now),
    ).toBeNull();
    expect(runningTrial(trialing(null), now)).toBeNull();
    expect(runningTrial(trialing('2026-11-20T14:00:00Z'), now)).toBeNull();
    expect(runningTrial(undefined, now)).toBeNull();
  });
});

describe('trial card', () => {
  it('warns from 3 days left', () => {
    expect(trialEndsSoon({ trialEnd: 'x', daysLeft: 4 })).toBe(false);
    expect(trialEndsSoon({ trialEnd: 'x', daysLeft: 3 })).toBe(true);
  });

  it('comes back for the warning and for another trial after being closed', () => {
    const early = trialCardId({ trialEnd: 'a', daysLeft: 6 });
    expect(trialCardId({ trialEnd: 'a', daysLeft: 5 })).toBe(early);
    expect(trialCardId({ trialEnd: 'a', daysLeft: 3 })).not.toBe(early);
    expect(trialCardId({ trialEnd: 'b', daysLeft: 6 })).not.toBe(early);
  });
});

describe('trial toast once a day', () => {
  it('is due when none was shown or the last one was on another São Paulo day', () => {
    expect(trialToastDue(null, now)).toBe(true);
    expect(trialToastDue('2026-11-19', now)).toBe(true);
    expect(trialToastDue('2026-11-20', now)).toBe(false);
  });

  it('uses the São Paulo day, not the UTC one', () => {
    // 01:00 UTC on the 21st is still the 20th in São Paulo.
    expect(trialToastDue('2026-11-20', new Date('2026-11-21T01:00:00Z'))).toBe(false);
  });
});
