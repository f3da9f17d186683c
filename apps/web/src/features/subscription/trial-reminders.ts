import { type SubscriptionSummary, todayInSaoPaulo, trialDaysLeft } from '@alinhavo/domain';

export type Trial = { trialEnd: string; daysLeft: number };

/** The running trial, or null when the company is not trialing or its last day has passed. */
export function runningTrial(summary: SubscriptionSummary | undefined, now: Date = new Date()): Trial | null {
  if (summary?.subscriptionStatus !== 'trialing' || !summary.trialEnd) return null;
  const daysLeft = trialDaysLeft(summary.trialEnd, now);
  return daysLeft > 0 ? { trialEnd: summary.trialEnd, daysLeft } : null;
}

/** part1 §4.2: the card warns that access ends once 3 days or fewer remain. */
export function trialEndsSoon(trial: Trial): boolean {
  return trial.daysLeft <= 3;
}

/**
 * What a dismissal of the trial card covers: this trial, and its warning phase apart, so a card closed early in
 * the trial still comes back once it warns that access is about to end.
 */
export function trialCardId(trial: Trial): string {
  return `${trial.trialEnd}|${trialEndsSoon(trial) ? 'ending' : 'running'}`;
}

/** The once-a-day rule of the trial toast: shown unless one was already shown on this São Paulo day. */
export function trialToastDue(lastShownOn: string | null, now: Date = new Date()): boolean {
  return lastShownOn !== todayInSaoPaulo(now);
}
