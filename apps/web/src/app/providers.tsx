import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ApiError } from '@/lib/api';
import { noteApiFailure, noteQuerySuccess } from './account-status';
import { router } from './router';
import { SeoSync } from './seo-sync';

const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
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

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <SeoSync />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
