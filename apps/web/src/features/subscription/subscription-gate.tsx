import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '@/app/layout/page-skeleton';
import { useSessionQuery } from '@/app/session';
import { SubscriptionGateScreen } from './gate-screens';
import { gateView } from './gate-view';
import { useSubscription } from './use-subscription';

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
        <SubscriptionGateScreen
          screen={view.screen}
          session={session}
          summary={summary}
          onRetry={retry}
          retrying={retrying}
        />
      ) : null;
  }
}
