// Renders a component as the app does: TanStack Query (no retries), a router that records where the screen
// navigates, and the toaster, so a test reads toasts as a user does.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * `path`: the address the test starts on; `route`: the pattern the component is mounted at (its `useParams`).
 * The location probe sits outside the routes, so it still reads the address after the screen navigates away.
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/app', route = '*' }: { path?: string; route?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          {route === '*' ? null : <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    ...result,
    user,
    queryClient,
    /** The path the screen is on now (after a `navigate`). */
    location: () => result.getByTestId('location').textContent,
  };
}
