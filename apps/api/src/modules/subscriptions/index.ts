// Public entry of this module: what other areas may use.
export { startTrialExpiryJob } from './expiry-job.ts';
export { listRecordedInvoices } from './recorded-invoices.ts';
export type { SubscriptionRow } from './subscription.service.ts';
export { readSubscriptionRow, statusAt } from './subscription.service.ts';
export { subscriptionAllows, subscriptionGuard } from './subscription-guard.ts';
