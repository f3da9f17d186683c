import { sameOriginPath } from './billing-links';

/**
 * A tab opened at once, in the click, so no pop-up blocker stops it, and pointed at the provider's page once the
 * API answers (part1 §4.7: the payment page opens in a new tab). null when the browser refused it.
 */
export function openPendingTab(): Window | null {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Sends the pending tab to `url`, or this tab when the browser refused a new one. */
export function showInTab(tab: Window | null, url: string): void {
  if (tab && !tab.closed) tab.location.replace(url);
  else window.location.assign(url);
}

/**
 * Opens a provider address: one of this site (the built-in portal is the billing tab) in the same tab through the
 * router, another site's (Stripe) in a new tab.
 */
export function openProviderUrl(url: string, navigate: (path: string) => void): void {
  const path = sameOriginPath(url, window.location.origin);
  if (path !== null) navigate(path);
  else window.open(url, '_blank', 'noopener,noreferrer');
}
