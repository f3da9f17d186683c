import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accessDeniedPath } from '@/features/access/access-request';
import { screenAccess } from '../screen-access';
import type { Screen } from '../screens';
import { useSessionQuery } from '../session';
import { PageSkeleton } from './page-skeleton';

const components = new Map<string, LazyExoticComponent<ComponentType>>();

function screenComponent(screen: Screen) {
  let component = components.get(screen.path);
  if (!component) {
    component = lazy(() => screen.load().then((m) => ({ default: m.Component })));
    components.set(screen.path, component);
  }
  return component;
}

/**
 * Renders a registered screen when the member may open it (part1 §6), loading its code on demand; otherwise a
 * staff-only screen sends to /app/dashboard and any other to /access-denied.
 */
export function ScreenGuard({ screen }: { screen: Screen }) {
  const { data: session } = useSessionQuery();
  const location = useLocation();
  const access = screenAccess(session, screen);
  if (access === 'staff-only') return <Navigate to="/app/dashboard" replace />;
  if (access === 'denied')
    return <Navigate to={accessDeniedPath(location.pathname + location.search)} replace />;
  const Component = screenComponent(screen);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component />
    </Suspense>
  );
}
