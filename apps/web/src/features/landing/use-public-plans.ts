import { useQuery } from '@tanstack/react-query';
import { type LandingPlans, loadPublicPlans } from './public-plans';

export type { LandingPlans } from './public-plans';

/**
 * For screens inside the app (trial expired, cancelled subscription): the public plans and the sales contact,
 * undefined while loading, through the app's query cache. The landing page itself uses useLandingPlans.
 */
export function usePublicPlans(): LandingPlans | undefined {
  return useQuery({
    queryKey: ['public-plans'],
    queryFn: ({ signal }) => loadPublicPlans(signal),
    staleTime: 5 * 60_000,
  }).data;
}
