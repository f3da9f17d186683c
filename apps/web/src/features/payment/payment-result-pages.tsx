import { formatDate, planTypeLabel } from '@alinhavo/domain';
import { ArrowRight, CircleCheck, CircleX, Loader2, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BILLING_TAB_HREF, useSubscription } from '@/features/subscription';
import { MessageActions, PaymentLayout, PaymentMessage } from './payment-layout';

/** /payment/success (part1 §2.12): the plan now in force and its next renewal (or N/A). */
export function PaymentSuccessPage() {
  const { summary } = useSubscription();
  const plan = summary?.planType ? planTypeLabel(summary.planType) : 'N/A';
  const renewal = summary?.subscriptionEnd ? formatDate(summary.subscriptionEnd) : 'N/A';
  return (
    <PaymentLayout title="Pagamento Confirmado!" back={null}>
      <PaymentMessage icon={<CircleCheck />} tone="success" title="Pagamento Confirmado!">
        <p>Sua assinatura está ativa. Obrigado por escolher o Alinhavo!</p>
        {summary === undefined ? (
          <p role="status" className="flex items-center justify-center gap-2">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Carregando sua assinatura...
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-4 text-left">
            <div>
              <dt>Plano atual</dt>
              <dd className="font-semibold text-base text-foreground">{plan}</dd>
            </div>
            <div>
              <dt>Próxima renovação</dt>
              <dd className="font-semibold text-base text-foreground">{renewal}</dd>
            </div>
          </dl>
        )}
        <MessageActions>
          <Button asChild size="lg">
            <Link to="/app/dashboard">
              Ir para o Dashboard
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </MessageActions>
      </PaymentMessage>
    </PaymentLayout>
  );
}

/** /payment/canceled (part1 §2.12, decisions.md): nothing changed; back to the app or try again. */
export function PaymentCanceledPage() {
  return (
    <PaymentLayout title="Pagamento Cancelado" back={null}>
      <PaymentMessage icon={<CircleX />} tone="danger" title="Pagamento Cancelado">
        <p>
          O pagamento não foi concluído e nada foi cobrado. Sua assinatura atual continua a mesma, sem nenhuma
          alteração.
        </p>
        <MessageActions>
          <Button asChild size="lg" variant="outline">
            <Link to="/app/dashboard">Voltar ao Portal</Link>
          </Button>
          <Button asChild size="lg">
            <Link to={BILLING_TAB_HREF}>
              <RotateCw aria-hidden="true" />
              Tentar Novamente
            </Link>
          </Button>
        </MessageActions>
      </PaymentMessage>
    </PaymentLayout>
  );
}
