import { type ComponentType, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accessDeniedPath } from '@/features/access/screens';
import { useSubscription } from '@/features/subscription';
import { lazyComponent } from '@/lib/lazy-component';
import { screenAccess } from '../screen-access';
import type { Screen } from '../screens';
import { useSessionQuery } from '../session';
import { NotInPlanNotice } from './not-in-plan-notice';
import { PageSkeleton } from './page-skeleton';
import { screenCode } from './screen-code';

const components = new Map<string, ComponentType>();

function screenComponent(screen: Screen) {
  let component = components.get(screen.path);
  if (!component) {
    component = lazyComponent(screenCode(screen));
    components.set(screen.path, component);
  }
  return component;
}

/**
 * Renders a registered screen when the member may open it (part1 §6), loading its code on demand; otherwise a
 * staff-only screen sends to /app/dashboard, a feature beyond the company's plan explains itself, and any other
 * goes to /access-denied.
 */
export function ScreenGuard({ screen }: { screen: Screen }) {
  const { data: session } = useSessionQuery();
  const location = useLocation();
  const planId = useSubscription().summary?.planType;
  const access = screenAccess(session, screen, planId);
  if (access === 'staff-only') return <Navigate to="/app/dashboard" replace />;
  if (access === 'not-in-plan') return <NotInPlanNotice title={screen.title} />;
  // A screen that says so itself (deniedInPlace) is rendered; it shows its own message.
  if (access === 'denied' && !screen.deniedInPlace)
    return <Navigate to={accessDeniedPath(location.pathname + location.search)} replace />;
  const Component = screenComponent(screen);
  // A boundary per screen: going to a screen whose code is on its way takes the one being left off the screen.
  return (
    <Suspense key={screen.path} fallback={<PageSkeleton />}>
      <Component />
    </Suspense>
  );
}
