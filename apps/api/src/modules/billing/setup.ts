import { createBuiltinProvider } from './builtin-provider.ts';
import type { Billing } from './provider.ts';
import type { StripeSettings } from './stripe-client.ts';
import { createStripeProvider } from './stripe-provider.ts';

export type BillingSettings = { stripe?: StripeSettings; devConfirm: boolean };

/** The provider is chosen once at start: Stripe when its keys are set, otherwise the built-in one. */
export function createBilling(settings: BillingSettings): Billing {
  return {
    provider: settings.stripe ? createStripeProvider(settings.stripe) : createBuiltinProvider(),
    devConfirm: settings.devConfirm,
  };
}
