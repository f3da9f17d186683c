import { BILLING_MESSAGES, BILLING_PATHS } from '@alinhavo/domain';
import { eq } from 'drizzle-orm';
import { conflict } from '../../platform/http/errors.ts';
import { listRecordedInvoices } from '../subscriptions/index.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { openPayment } from './payments.service.ts';
import type { PaymentProvider } from './provider.ts';

/** Our own checkout page for a pending payment (the web renders it; staff confirm it in /app/admin). */
export function builtinCheckoutUrl(publicUrl: string, planId: string, paymentId: string): string {
  const query = new URLSearchParams({ plan: planId, payment: paymentId });
  return `${publicUrl}${BILLING_PATHS.checkout}?${query}`;
}

/**
 * The built-in provider for self-hosted installs (decisions.md): checkout opens a pending payment that platform
 * staff confirm once the money arrived; the customer portal is the hub's billing tab.
 */
export function createBuiltinProvider(): PaymentProvider {
  async function checkout(...[tx, company, plan, urls]: Parameters<PaymentProvider['createCheckout']>) {
    const paymentId = await openPayment(tx, company, plan);
    return { url: builtinCheckoutUrl(urls.publicUrl, plan.id, paymentId), paymentId };
  }
  return {
    name: 'builtin',
    createCheckout: checkout,
    customerPortal: async (_tx, _company, urls) => ({ url: `${urls.publicUrl}${BILLING_PATHS.billingTab}` }),
    // A new plan is paid for first; the confirmation switches the subscription to it.
    changePlan: async (tx, company, plan, urls) => {
      if (company.subscription?.planId === plan.id && company.subscription.status === 'active') {
        throw conflict(BILLING_MESSAGES.samePlan);
      }
      return checkout(tx, company, plan, urls);
    },
    listInvoices: (tx, company) => listRecordedInvoices(tx, company.id),
    cancel: async (tx, company, at) => {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: at, updatedAt: at })
        .where(eq(subscriptions.companyId, company.id));
    },
  };
}
