import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '@/app/layout/page-skeleton';
import { useSessionQuery } from '@/app/session';
import { gateView } from './gate-view';
import { useSubscription } from './use-subscription';

// Only a company whose subscription stops it sees a gate screen: its code (plans, payment links) loads then.
const SubscriptionGateScreen = lazy(() =>
  import('./gate-screens').then((module) => ({ default: module.SubscriptionGateScreen })),
);

/** Shows the page, or in its place the redirect or gate screen the company's subscription calls for. */
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const { data: session } = useSessionQuery();
  const { pathname } = useLocation();
  const { summary, retry, retrying } = useSubscription();
  if (!session) return <PageSkeleton />;
  const view = gateView({ role: session.user.role, path: pathname, summary });
  switch (view.kind) {
    case 'page':
      return children;
    case 'loading':
      return <PageSkeleton />;
    case 'redirect':
      return <Navigate to={view.to} replace />;
    case 'screen':
      return summary ? (
        <Suspense fallback={<PageSkeleton />}>
          <SubscriptionGateScreen
            screen={view.screen}
            session={session}
            summary={summary}
            onRetry={retry}
            retrying={retrying}
          />
        </Suspense>
      ) : null;
  }
}
