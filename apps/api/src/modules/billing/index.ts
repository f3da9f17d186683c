// Public entry of this module: what other areas may use.
export { provideBilling } from './context.ts';
export type { Billing } from './provider.ts';
export { createBilling } from './setup.ts';
export { mountBillingWebhook } from './webhook-route.ts';
