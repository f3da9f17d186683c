import type { Context, MiddlewareHandler } from 'hono';
import type { Billing } from './provider.ts';

const KEY = 'billing';

/** Makes the app's billing set-up (provider chosen once at start) reachable from the billing routes' handlers. */
export function provideBilling(billing: Billing): MiddlewareHandler {
  return async (c, next) => {
    c.set(KEY, billing);
    await next();
  };
}

export function billingOf(c: Context): Billing {
  const billing = c.get(KEY) as Billing | undefined;
  if (!billing) throw new Error('billing is not configured for this app');
  return billing;
}
