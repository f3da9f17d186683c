import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { noteApiFailure, noteQuerySuccess } from './account-status';
import { appHistory } from './app-history';
import { AppRoutes } from './router';

const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A screen renders from the cache at once: data fetched in the last 10 s is not fetched again when another
      // screen mounts the same query, older data shows while it refreshes; a screen left behind keeps its data for
      // 30 minutes, so going back to it shows no spinner. Nothing is persisted: the cache dies with the tab.
      staleTime: 10_000,
      gcTime: 30 * 60_000,
      // Errors with a status the user caused (401, 403, 404) are final; retry only network and server faults.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
  queryCache: new QueryCache({
    onError: (error) => noteApiFailure(queryClient, error),
    onSuccess: (_data, query) => noteQuerySuccess(queryClient, query),
  }),
  mutationCache: new MutationCache({ onError: (error) => noteApiFailure(queryClient, error) }),
});

const SeoSync = lazy(() => import('./seo-sync').then((module) => ({ default: module.SeoSync })));

/**
 * The SEO head follows the address once a public page shows (part1 §7.2). A visit that stays in /app keeps the
 * noindex head the server wrote, and loads neither the SEO settings nor their code.
 */
function SeoSyncOnPublicPages() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);
  if (!needed && !pathname.startsWith('/app')) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SeoSync />
    </Suspense>
  );
}

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      {/*
        A navigation renders at once, not in React's startTransition: there the page being left stayed on screen and
        usable while the next page's code loaded, the address already changed, so what was typed in it then was lost
        when the next page took its place. Now the next page's fallback (or the page itself, when its code has
        arrived: lazy-component.tsx) shows in the same task as the click.
      */}
      <HistoryRouter history={appHistory} useTransitions={false}>
        <AppRoutes />
        <SeoSyncOnPublicPages />
      </HistoryRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
