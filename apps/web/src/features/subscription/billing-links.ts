import { BILLING_PATHS } from '@alinhavo/domain';

/** The hub's billing tab: plans, invoices and payment of the company (part1 §2.6, §4.2, decisions.md). */
export const BILLING_TAB_HREF: string = BILLING_PATHS.billingTab;

/** The checkout of a plan (part1 §2.11). */
export function checkoutHref(planId: string): string {
  return `${BILLING_PATHS.checkout}?${new URLSearchParams({ plan: planId }).toString()}`;
}

/**
 * The in-app path of a provider address on this very site (the built-in provider's portal is the billing tab),
 * so it opens in the same tab; null for another site's address (Stripe), which opens in a new tab.
 */
export function sameOriginPath(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
