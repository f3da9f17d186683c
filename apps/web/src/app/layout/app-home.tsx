import { LayoutGrid } from 'lucide-react';
import { Navigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { navScreens } from './nav-model';
import { useNavModel } from './use-nav-items';

/**
 * /app opens the first sidebar screen the member may open: the dashboard for those with its feature (every access
 * profile has it), else the next one down (the hub, open to every member, at the latest).
 */
export function AppHome() {
  const [first] = navScreens(useNavModel());
  if (first) return <Navigate to={first.path} replace />;
  return (
    <EmptyState
      icon={<LayoutGrid />}
      title="Nenhuma tela disponível"
      description="Seu perfil ainda não tem acesso a nenhuma tela. Peça acesso ao administrador da empresa."
    />
  );
}
