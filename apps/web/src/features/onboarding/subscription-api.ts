import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;
export const TRIAL_ELIGIBILITY_QUERY_KEY = ['subscription', 'trial-eligibility'] as const;

/** GET /api/subscription: the company's subscription summary. */
export function useSubscriptionSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: () => api.get('/api/subscription'),
    enabled,
    retry: false,
  });
}

/** GET /api/subscription/trial-eligibility: whether this company may start the free trial, and why not. */
export function useTrialEligibility({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: TRIAL_ELIGIBILITY_QUERY_KEY,
    queryFn: () => api.get('/api/subscription/trial-eligibility'),
    enabled,
    retry: false,
    staleTime: 0,
  });
}
