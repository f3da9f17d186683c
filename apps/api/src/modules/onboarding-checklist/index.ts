// Public entry of this module: what other areas may use.
export { getOnboardingChecklist } from './service.ts';
