import type { BillingInvoice, PaymentProviderName, PublicPlan } from '@alinhavo/domain';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { SubscriptionRow } from '../subscriptions/index.ts';

/** The company a billing action is for, with what the provider needs to know about it. */
export type BillingCompany = {
  id: string;
  name: string;
  /** The owner's e-mail, for the provider's customer record. */
  email: string;
  userId: string;
  subscription: SubscriptionRow | null;
};

/** Absolute addresses the provider sends the user to (built from PUBLIC_URL). */
export type BillingUrls = {
  publicUrl: string;
};

export type CheckoutSession = { url: string; paymentId: string | null };
export type PlanChange = { url: string | null; paymentId: string | null };

/** What a provider that pushes events (Stripe) needs to process one webhook call. */
export type WebhookHandler = {
  /** The last segment of POST /api/billing/webhooks/<name>. */
  name: string;
  /** The request header that carries the provider's signature. */
  signatureHeader: string;
  /** Verifies the signature on the raw body and applies the event; throws InvalidWebhookError on a bad one. */
  handle: (db: Db, rawBody: Buffer, signature: string | undefined) => Promise<{ duplicate: boolean }>;
};

/**
 * A payment provider (decisions.md): Stripe when its keys are set, otherwise the built-in one. Every call runs
 * inside the request's tenant transaction `tx`, for the signed-in owner's company.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(
    tx: Tx,
    company: BillingCompany,
    plan: PublicPlan,
    urls: BillingUrls,
  ): Promise<CheckoutSession>;
  customerPortal(tx: Tx, company: BillingCompany, urls: BillingUrls): Promise<{ url: string }>;
  changePlan(tx: Tx, company: BillingCompany, plan: PublicPlan, urls: BillingUrls): Promise<PlanChange>;
  listInvoices(tx: Tx, company: BillingCompany): Promise<BillingInvoice[]>;
  /** Ends the paid subscription now. Absent when the provider's own portal does it (Stripe). */
  cancel?(tx: Tx, company: BillingCompany, at: Date): Promise<void>;
  readonly webhook?: WebhookHandler;
}

/** The billing set-up of one running app: its provider and whether the owner may confirm built-in payments. */
export type Billing = {
  provider: PaymentProvider;
  /** PAYMENTS_DEV_CONFIRM=true or NODE_ENV=development. */
  devConfirm: boolean;
};

export class InvalidWebhookError extends Error {}
