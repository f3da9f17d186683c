import { SUBSCRIPTION_CHECK_FALLBACK } from '@alinhavo/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;

/**
 * The company's subscription summary, checked again whenever the window regains focus. undefined while the first
 * check runs; when a check fails with nothing known yet, the part1 §8 fallback (status 'error').
 */
export function useSubscription() {
  const query = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: () => api.get('/api/subscription'),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
  const summary = query.data ?? (query.isError ? SUBSCRIPTION_CHECK_FALLBACK : undefined);
  return { summary, retry: () => void query.refetch(), retrying: query.isFetching };
}
