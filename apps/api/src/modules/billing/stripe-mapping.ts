import { INVOICE_STATUSES, type InvoiceStatus, type StoredSubscriptionStatus } from '@alinhavo/domain';
import type Stripe from 'stripe';

/**
 * Our status for a Stripe subscription status (part1 §4.1); undefined leaves ours as it is (an incomplete
 * first payment is still being attempted).
 */
export function subscriptionStatus(status: Stripe.Subscription.Status): StoredSubscriptionStatus | undefined {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    case 'paused':
      return 'paused';
    default:
      return undefined;
  }
}

/** Our invoice status for Stripe's; drafts are not invoices yet. */
export function invoiceStatus(status: Stripe.Invoice.Status | null): InvoiceStatus | null {
  return INVOICE_STATUSES.find((known) => known === status) ?? null;
}

/** An expandable Stripe reference as its id. */
export function idOf(value: string | { id?: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : (value.id ?? null);
}
