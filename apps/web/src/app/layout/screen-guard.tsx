import { ShieldAlert } from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { Screen } from '../screens';
import { canUse, useSessionQuery } from '../session';
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

/** Renders a registered screen when the member may open it (part1 §6), loading its code on demand. */
export function ScreenGuard({ screen }: { screen: Screen }) {
  const { data: session } = useSessionQuery();
  if (!canUse(session, screen.feature)) {
    return (
      <EmptyState
        icon={<ShieldAlert />}
        title="Acesso negado"
        description="Você não tem permissão para acessar esta tela. Peça acesso ao administrador da empresa."
        action={
          <Button asChild variant="outline">
            <Link to="/app">Voltar ao início</Link>
          </Button>
        }
      />
    );
  }
  const Component = screenComponent(screen);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component />
    </Suspense>
  );
}
