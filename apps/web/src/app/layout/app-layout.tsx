import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SubscriptionGate, useTrialToasts } from '@/features/subscription';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { lazyDialog } from '@/lib/lazy-dialog';
import { NAV_KEYS, readLocal, rememberSession, writeLocal } from '@/lib/local-keys';
import { useAccountDeactivated } from '../account-status';
import { useSessionQuery } from '../session';
import { AppHeader } from './app-header';
import { Brand } from './brand';
import { PageLabelProvider } from './breadcrumb-context';
import { useRememberedScroll } from './nav-preferences';
import { PageSkeleton } from './page-skeleton';
import { useRememberRecentRecords } from './recent-records';
import { SidebarNav } from './sidebar-nav';
import { useCurrentScreen } from './use-current-screen';
import { usePaletteShortcut } from './use-palette-shortcut';

// Shown rarely (a deactivated account) or on demand (Ctrl+K, the phone's menu): their code loads when they show.
const DeactivatedAccountScreen = lazy(() =>
  import('@/features/access/deactivated-account-screen').then((module) => ({
    default: module.DeactivatedAccountScreen,
  })),
);
// Shown only during a trial, on a few screens: its code stays out of the first load.
const TrialCard = lazy(() =>
  import('@/features/subscription/trial-card').then((module) => ({ default: module.TrialCard })),
);
// The install and push prompts (and the service worker's registration) load a while after the first paint.
const PwaPrompts = lazy(() =>
  new Promise((resolve) => setTimeout(resolve, 2000)).then(() =>
    import('@/features/push/pwa-prompts').then((module) => ({ default: module.PwaPrompts })),
  ),
);
const CommandPalette = lazyDialog(() => import('./command-palette').then((module) => module.CommandPalette));
const NavDrawer = lazyDialog(() => import('./nav-drawer').then((module) => module.NavDrawer));

/** The signed-in shell of part1 §2.14: collapsible sidebar (drawer on phones), header, command palette. */
export function AppLayout() {
  const session = useSessionQuery();
  const location = useLocation();
  const deactivated = useAccountDeactivated();

  useEffect(() => {
    if (session.data) rememberSession(session.data.user.id, session.data.company.id);
  }, [session.data]);

  if (deactivated) {
    return (
      <Suspense fallback={<ShellSkeleton />}>
        <DeactivatedAccountScreen />
      </Suspense>
    );
  }
  // part1 §4.4: a workshop (facção) login always goes to its portal.
  if (session.error instanceof ApiError && session.error.code === 'WORKSHOP_LOGIN') {
    return <Navigate to="/faccao" replace />;
  }
  if (session.error instanceof ApiError && session.error.status === 401) {
    return (
      <Navigate to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  }
  if (session.error) return <SessionError onRetry={() => void session.refetch()} />;
  if (!session.data) return <ShellSkeleton />;
  return (
    <PageLabelProvider>
      <Shell />
    </PageLabelProvider>
  );
}

/**
 * The floating trial card and the install and push prompts show where a member arrives (the hub, the dashboard),
 * never over a screen's forms: the header's badge tells the trial's days everywhere else (issue 13).
 */
const ARRIVAL_SCREENS = new Set(['/app/hub', '/app/dashboard']);
function Shell() {
  const [collapsed, setCollapsed] = useState(() => readLocal(NAV_KEYS.sidebarCollapsed) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const { title, crumbs, screen } = useCurrentScreen();
  const sidebarScroll = useRememberedScroll('sidebar');
  useTrialToasts();
  usePaletteShortcut(() => setSearchOpen((open) => !open));
  useRememberRecentRecords();

  useEffect(() => {
    document.title = `${title} · Alinhavo`;
  }, [title]);

  function toggleCollapsed() {
    setCollapsed((value) => {
      writeLocal(NAV_KEYS.sidebarCollapsed, value ? '0' : '1');
      return !value;
    });
  }

  return (
    <div className="flex min-h-dvh bg-muted/30">
      <aside
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200 md:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div className={cn('flex h-16 items-center border-b px-4', collapsed && 'justify-center px-0')}>
          <Brand collapsed={collapsed} />
        </div>
        <div ref={sidebarScroll} className="flex-1 overflow-y-auto">
          <SidebarNav collapsed={collapsed} />
        </div>
        <div className={cn('border-t p-2', collapsed && 'flex justify-center')}>
          <Button
            variant="ghost"
            size={collapsed ? 'icon' : 'sm'}
            className={cn(!collapsed && 'w-full justify-start text-muted-foreground')}
            onClick={toggleCollapsed}
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
          >
            {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
            {!collapsed && 'Recolher menu'}
          </Button>
        </div>
      </aside>

      <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />

      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          title={title}
          crumbs={crumbs}
          onOpenMenu={() => setDrawerOpen(true)}
          onOpenSearch={() => setSearchOpen(true)}
          onMenuIntent={NavDrawer.preload}
          onSearchIntent={CommandPalette.preload}
        />
        <main className="mx-auto w-full max-w-7xl flex-1 p-3 sm:p-4 md:p-6">
          <SubscriptionGate>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </SubscriptionGate>
          {screen && ARRIVAL_SCREENS.has(screen.path) && (
            <>
              <Suspense fallback={null}>
                <TrialCard />
              </Suspense>
              <Suspense fallback={null}>
                <PwaPrompts />
              </Suspense>
            </>
          )}
        </main>
      </div>
      <CommandPalette open={searchOpen} onOpenChange={setSearchOpen} />
    </div>
  );
}

function ShellSkeleton() {
  return (
    <div className="flex min-h-dvh" role="status" aria-busy="true" aria-label="Carregando">
      <div className="hidden w-64 border-r bg-sidebar p-4 md:block">
        <Skeleton className="h-8 w-32" />
      </div>
      <div className="flex-1 p-6">
        <PageSkeleton />
      </div>
    </div>
  );
}

function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <Brand />
      <p className="text-muted-foreground">Não foi possível carregar sua sessão. Verifique sua conexão.</p>
      <Button onClick={onRetry}>Tentar novamente</Button>
    </div>
  );
}
