import { formatDate, type SessionProfile, type SubscriptionSummary } from '@alinhavo/domain';
import { CalendarX, CircleAlert, CreditCard, PauseCircle, RefreshCw, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PlansButton, PortalButton } from './billing-buttons';
import { CancelledPlans } from './cancelled-plans';
import { AskTheOwner, GateActions, GateCard } from './gate-card';
import { canRenew, type GateScreen } from './gate-view';

type ScreenProps = { session: SessionProfile; summary: SubscriptionSummary };

function PausedScreen({ session }: ScreenProps) {
  return (
    <GateCard
      icon={<PauseCircle />}
      title="Assinatura Pausada"
      description={
        <p>
          Sua assinatura está pausada. Seus dados continuam guardados e nenhuma cobrança é feita enquanto ela
          estiver pausada.
        </p>
      }
    >
      {canRenew(session.user.role) ? (
        <GateActions>
          <PortalButton label="Reativar Assinatura" />
          <PlansButton />
        </GateActions>
      ) : (
        <AskTheOwner />
      )}
    </GateCard>
  );
}

function ExpiredScreen({ session, summary }: ScreenProps) {
  const end = summary.subscriptionEnd ? formatDate(summary.subscriptionEnd) : 'data desconhecida';
  return (
    <GateCard
      icon={<CalendarX />}
      tone="danger"
      title="Assinatura Expirada"
      description={
        <>
          <p>
            Sua assinatura expirou em <strong className="text-foreground">{end}</strong>.
          </p>
          <p>Seus dados continuam guardados.</p>
        </>
      }
    >
      {canRenew(session.user.role) ? (
        <GateActions>
          <PortalButton label="Renovar Assinatura" />
          <PlansButton />
        </GateActions>
      ) : (
        <AskTheOwner />
      )}
    </GateCard>
  );
}

function PastDueScreen({ session }: ScreenProps) {
  return (
    <GateCard
      icon={<CreditCard />}
      tone="danger"
      title="Assinatura Vencida"
      description={
        <p>
          Não identificamos o pagamento da sua assinatura. Regularize o pagamento para voltar a usar o
          Alinhavo; seus dados continuam guardados.
        </p>
      }
    >
      {canRenew(session.user.role) ? (
        <GateActions>
          <PortalButton label="Regularizar Pagamento" />
        </GateActions>
      ) : (
        <AskTheOwner />
      )}
    </GateCard>
  );
}

function CanceledScreen({ session }: ScreenProps) {
  return (
    <GateCard
      icon={<XCircle />}
      tone="danger"
      title="Assinatura Cancelada"
      description={
        <p>
          Sua assinatura foi cancelada. Seus dados ficam guardados por 30 dias após o cancelamento; escolha um
          plano para reativar e continuar de onde parou.
        </p>
      }
    >
      {canRenew(session.user.role) ? <CancelledPlans /> : <AskTheOwner />}
    </GateCard>
  );
}

function CheckFailedScreen({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <GateCard
      icon={<CircleAlert />}
      title="Não foi possível verificar sua assinatura"
      description={<p>Verifique sua conexão e tente novamente. Seus dados não foram afetados.</p>}
    >
      <GateActions>
        <Button size="lg" onClick={onRetry} loading={retrying}>
          {!retrying && <RefreshCw aria-hidden="true" />}
          Tentar novamente
        </Button>
      </GateActions>
    </GateCard>
  );
}

type Props = ScreenProps & { screen: GateScreen; onRetry: () => void; retrying: boolean };

/** The gate screen of part1 §4.1 for a status without a usable subscription. */
export function SubscriptionGateScreen({ screen, onRetry, retrying, ...props }: Props) {
  switch (screen) {
    case 'paused':
      return <PausedScreen {...props} />;
    case 'expired':
      return <ExpiredScreen {...props} />;
    case 'past_due':
      return <PastDueScreen {...props} />;
    case 'canceled':
      return <CanceledScreen {...props} />;
    case 'error':
      return <CheckFailedScreen onRetry={onRetry} retrying={retrying} />;
  }
}
