import { FALLBACK_PLANS, FALLBACK_SALES_CONTACT } from '@alinhavo/domain';
import type { LandingPlans } from './public-plans';

/** The plans shown when the API has none or cannot answer, and the ones the build pre-renders into the landing. */
export const REFERENCE_PLANS: LandingPlans = {
  plans: FALLBACK_PLANS,
  contact: FALLBACK_SALES_CONTACT,
  failed: false,
};
