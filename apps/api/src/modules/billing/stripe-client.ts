import Stripe from 'stripe';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: another address for Stripe's API (a local stand-in in tests). */
  apiBase?: string;
};

/** The official Stripe client; STRIPE_API_BASE points it at another host, port and protocol. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
