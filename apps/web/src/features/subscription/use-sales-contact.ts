import { FALLBACK_SALES_CONTACT, type SalesContact } from '@alinhavo/domain';
import { usePublicPlans } from '@/features/landing/use-public-plans';

/** The install's sales contact from GET /api/plans; the built-in one until it arrives or when it fails. */
export function useSalesContact(): SalesContact {
  return usePublicPlans()?.contact ?? FALLBACK_SALES_CONTACT;
}
