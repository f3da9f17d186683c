import { formatDate, gateFor } from '@alinhavo/domain';
import { Clock, Lock, LogOut } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useAccountDeactivated } from '@/app/account-status';
import { Brand } from '@/app/layout/brand';
import { useSessionQuery, useSignOut } from '@/app/session';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DeactivatedAccountScreen } from '@/features/access';
import { usePublicPlans } from '@/features/landing';
import { useSubscriptionSummary } from '@/features/onboarding';
import { BILLING_TAB_HREF } from '@/features/subscription';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { ExpiredPlanList } from './expired-plan-list';

/** part1 §2.6: the trial is over; the owner sees the plans, an invited member is told to ask the owner. */
export function TrialExpiredPage() {
  const session = useSessionQuery();
  const deactivated = useAccountDeactivated();
  const summary = useSubscriptionSummary({ enabled: Boolean(session.data) });

  if (deactivated) return <DeactivatedAccountScreen />;
  if (session.error instanceof ApiError && session.error.status === 401) {
    return <Navigate to="/auth?redirect=%2Ftrial-expired" replace />;
  }
  if (summary.data && gateFor(summary.data, '/trial-expired') === 'dashboard') {
    return <Navigate to="/app/dashboard" replace />;
  }
  if (!session.data || summary.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (session.data.user.role !== 'owner') {
    return (
      <ExpiredLayout icon={<Lock />} title="Acesso Restrito" wide={false}>
        <p className="text-sm">
          O plano da empresa <strong>{session.data.company.name}</strong> expirou e o acesso ao Alinhavo está
          suspenso.
        </p>
        <p className="mt-2 text-muted-foreground text-sm">
          Entre em contato com o administrador da sua empresa para renovar a assinatura.
        </p>
      </ExpiredLayout>
    );
  }
  return <OwnerVariant trialEnd={summary.data?.trialEnd ?? null} />;
}

function OwnerVariant({ trialEnd }: { trialEnd: string | null }) {
  const plans = usePublicPlans();
  const supportEmail = plans?.contact.email;
  return (
    <ExpiredLayout icon={<Clock />} title="Período de Teste Expirado" wide>
      <p className="text-sm">
        {trialEnd ? (
          <>
            Seu teste gratuito terminou em <strong>{formatDate(trialEnd)}</strong>.
          </>
        ) : (
          'Seu teste gratuito terminou.'
        )}{' '}
        O acesso está suspenso, mas todos os seus dados estão preservados: assine um plano para continuar de
        onde parou.
      </p>
      <h2 className="mt-6 mb-3 font-medium text-sm">Escolha um plano: Starter, Professional ou Enterprise</h2>
      <ExpiredPlanList data={plans} />
      {/* Secondary: the popular plan's 'Assinar' stays the one primary action of the card. */}
      <Button asChild variant="secondary" className="mt-4 w-full">
        <Link to={BILLING_TAB_HREF}>Ver Planos Disponíveis</Link>
      </Button>
      {supportEmail && (
        <p className="mt-4 text-muted-foreground text-sm">
          Dúvidas? Fale com o suporte:{' '}
          <a href={`mailto:${supportEmail}`} className="text-primary hover:underline">
            {supportEmail}
          </a>
        </p>
      )}
    </ExpiredLayout>
  );
}

function ExpiredLayout({
  icon,
  title,
  wide,
  children,
}: {
  icon: ReactNode;
  title: string;
  wide: boolean;
  children: ReactNode;
}) {
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    document.title = `${title} · Alinhavo`;
  }, [title]);
  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-8 sm:justify-center sm:py-10">
      <div className="mb-6 sm:mb-8">
        <Brand />
      </div>
      <main
        className={cn(
          'w-full rounded-xl border bg-card p-5 shadow-sm sm:p-8',
          wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <div
          aria-hidden="true"
          className="mb-4 flex size-12 items-center justify-center rounded-full bg-warning-muted text-warning [&>svg]:size-6"
        >
          {icon}
        </div>
        <h1 className="font-semibold text-xl tracking-tight">{title}</h1>
        <div className="mt-3">{children}</div>
        <Button
          variant="outline"
          className="mt-6 w-full"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          <LogOut aria-hidden="true" />
          Sair
        </Button>
      </main>
    </div>
  );
}
