import { EMPTY_MARKER, formatDate, type SubscriptionSummary } from '@alinhavo/domain';

/** 'ilimitado' for -1 (part1 §3), else 'N de M usuários'. */
/** The date the billing tab shows: when the trial ends, or the next renewal of a paid period. */
export function periodLine(summary: SubscriptionSummary): { label: string; value: string } {
  if (summary.subscriptionStatus === 'trialing') {
    return { label: 'Fim do teste', value: summary.trialEnd ? formatDate(summary.trialEnd) : EMPTY_MARKER };
  }
  if (summary.subscriptionStatus === 'canceled' || summary.subscriptionStatus === 'expired') {
    return {
      label: 'Encerrada em',
      value: summary.subscriptionEnd ? formatDate(summary.subscriptionEnd) : EMPTY_MARKER,
    };
  }
  return {
    label: 'Próxima renovação',
    value: summary.subscriptionEnd ? formatDate(summary.subscriptionEnd) : EMPTY_MARKER,
  };
}

/**
 * How the owner moves to a plan: a company paying now changes plan (POST /api/billing/change-plan); one without a
 * paid subscription in force (trial, expired, canceled...) subscribes through the checkout.
 */
export function planAction(summary: SubscriptionSummary | undefined): 'change' | 'subscribe' {
  return summary?.subscriptionStatus === 'active' && summary.everHadPaidSubscription ? 'change' : 'subscribe';
}

/** A paid subscription the owner may cancel or manage the payment of. */
export function hasPaidSubscription(summary: SubscriptionSummary | undefined): boolean {
  const status = summary?.subscriptionStatus;
  return status === 'active' || status === 'past_due' || status === 'paused';
}
