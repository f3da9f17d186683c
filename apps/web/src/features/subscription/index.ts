// Public entry of this feature: what other areas may use.
export { BILLING_TAB_HREF, checkoutHref } from './billing-links';
export { CustomerPortalButton } from './customer-portal-button';
export { openPendingTab, showInTab } from './open-provider-page';
export { SubscriptionGate } from './subscription-gate';
export { TrialBadge } from './trial-badge';
export { SUBSCRIPTION_QUERY_KEY, useSubscription } from './use-subscription';
export { useTrialToasts } from './use-trial-toasts';
