import { type Query, type QueryClient, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_QUERY_KEY } from '@/features/subscription';
import { ApiError } from '@/lib/api';
import { SESSION_QUERY_KEY } from './session';

/** Kept in the query cache so that signing out (which clears the cache) forgets it too. */
const DEACTIVATED_KEY = ['account-deactivated'] as const;

export function isDeactivationError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ACCOUNT_DEACTIVATED';
}

/**
 * Called by the query and mutation caches on every failure: one deactivated answer is enough (part1 §4.4); a
 * refusal for an inactive subscription re-reads the subscription, so the shell shows its gate screen.
 */
export function noteApiFailure(queryClient: QueryClient, error: unknown): void {
  if (isDeactivationError(error)) queryClient.setQueryData(DEACTIVATED_KEY, true);
  if (error instanceof ApiError && error.code === 'SUBSCRIPTION_INACTIVE') {
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  }
}

/** A profile that loads is active: a later sign-in (even of another login) starts without the old verdict. */
export function noteQuerySuccess(queryClient: QueryClient, query: Query<unknown, unknown, unknown>): void {
  if (query.queryKey[0] === SESSION_QUERY_KEY[0]) queryClient.setQueryData(DEACTIVATED_KEY, false);
}

/** Whether any API call answered that this account is deactivated; the shell then shows the deactivated screen. */
export function useAccountDeactivated(): boolean {
  const { data } = useQuery({
    queryKey: DEACTIVATED_KEY,
    queryFn: () => false,
    initialData: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: false,
  });
  return data;
}
