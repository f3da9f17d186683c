import { LayoutGrid } from 'lucide-react';
import { Navigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { SCREENS } from '../screens';
import { canUse, useSessionQuery } from '../session';

/** Until the hub exists, a signed-in member lands on the first screen they may open. */
export function AppHome() {
  const { data: session } = useSessionQuery();
  const first = SCREENS.find((screen) => screen.nav && canUse(session, screen.feature));
  if (first) return <Navigate to={first.path} replace />;
  return (
    <EmptyState
      icon={<LayoutGrid />}
      title="Nenhuma tela disponível"
      description="Seu perfil ainda não tem acesso a nenhuma tela. Peça acesso ao administrador da empresa."
    />
  );
}
