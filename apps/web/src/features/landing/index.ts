// Public entry of this feature: what other areas may use.
export { LandingPage } from './landing-page';
export { planPrice, salesHref } from './plan-links';
export type { LandingPlans } from './public-plans';
export { usePublicPlans } from './use-public-plans';
