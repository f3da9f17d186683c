// Public entry of this feature: what other areas may use.
export { findPlan } from './plan-match';
