import { roleLabel } from '@alinhavo/domain';
import { ArrowLeft, Mail, Settings, ShieldAlert } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { useAccountDeactivated } from '@/app/account-status';
import { findScreen } from '@/app/screens';
import { useSessionQuery } from '@/app/session';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { accessRequestMailto, adminPanelPath, attemptedPath } from './access-request';
import { DeactivatedAccountScreen } from './deactivated-account-screen';
import { StatusCard } from './status-card';

/** part1 §2.9: who is signed in, and the ways out (hub, admin panel, asking support for access). */
export function AccessDeniedPage() {
  const session = useSessionQuery();
  const deactivated = useAccountDeactivated();
  const location = useLocation();

  if (session.error instanceof ApiError && session.error.status === 401)
    return <Navigate to="/auth" replace />;
  if (deactivated) return <DeactivatedAccountScreen />;
  if (!session.data) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        {session.error ? (
          <>
            <p className="text-muted-foreground">
              Não foi possível carregar sua sessão. Verifique sua conexão.
            </p>
            <Button onClick={() => void session.refetch()}>Tentar novamente</Button>
          </>
        ) : (
          <Spinner />
        )}
      </div>
    );
  }

  const { user, company } = session.data;
  const attempted = attemptedPath(location.search);
  const attemptedTitle = attempted ? findScreen(attempted.split('?')[0]!)?.screen.title : undefined;
  const adminPanel = adminPanelPath(user.role);
  const details = [
    ['Nome', user.fullName],
    ['E-mail', user.email],
    ['Empresa', company.name],
    ['Perfil', roleLabel(user.role)],
  ] as const;

  return (
    <StatusCard
      icon={<ShieldAlert />}
      title="Acesso negado"
      description="Você não tem permissão para acessar esta página. Peça acesso ao administrador da sua empresa ou ao suporte."
    >
      {attempted && (
        <p className="mb-4 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <span className="text-muted-foreground">Página solicitada: </span>
          {attemptedTitle && <span className="font-medium">{attemptedTitle} </span>}
          <code className="break-all text-muted-foreground text-xs">{attempted}</code>
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-2">
        <Button asChild size="lg">
          <Link to="/app">
            <ArrowLeft aria-hidden="true" />
            Voltar ao Hub
          </Link>
        </Button>
        {adminPanel && (
          <Button asChild variant="outline" size="lg">
            <Link to={adminPanel}>
              <Settings aria-hidden="true" />
              Painel Administrativo
            </Link>
          </Button>
        )}
        <Button asChild variant="outline" size="lg">
          <a
            href={accessRequestMailto(
              { fullName: user.fullName, email: user.email, role: user.role, companyName: company.name },
              attempted,
            )}
          >
            <Mail aria-hidden="true" />
            Solicitar Acesso
          </a>
        </Button>
      </div>
    </StatusCard>
  );
}
