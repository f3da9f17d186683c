// Public entry of this feature: what other areas may use.
export { useSubscriptionSummary } from './subscription-api';
