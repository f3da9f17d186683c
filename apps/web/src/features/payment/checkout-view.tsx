import { BILLING_MESSAGES, type PublicPlan, type SessionProfile } from '@alinhavo/domain';
import { CircleAlert, CreditCard, ExternalLink, Loader2, SearchX, ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { salesHref } from '@/features/landing';
import { MessageActions, PaymentLayout, PaymentMessage } from './payment-layout';
import { findPlan } from './plan-match';
import { PlanSummary } from './plan-summary';
import { useCheckout } from './use-checkout';
import { useCheckoutPlans } from './use-checkout-plans';

const PLANS_SECTION = '/#planos';

function BackToPlans() {
  return (
    <MessageActions>
      <Button asChild>
        <a href={PLANS_SECTION}>Voltar aos Planos</a>
      </Button>
    </MessageActions>
  );
}

/** The checkout of one plan: its summary beside the payment panel (part1 §2.11, §4.7). */
export function CheckoutView({ session, planKey }: { session: SessionProfile; planKey: string | null }) {
  const plans = useCheckoutPlans();
  const plan = findPlan(plans.data?.items ?? [], planKey);

  if (!planKey) {
    return (
      <PaymentLayout title="Checkout">
        <PaymentMessage icon={<SearchX />} tone="warning" title="Nenhum plano selecionado">
          <p>Escolha um plano para continuar com o pagamento.</p>
          <BackToPlans />
        </PaymentMessage>
      </PaymentLayout>
    );
  }
  if (plans.isPending) {
    return (
      <PaymentLayout title="Checkout">
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          Carregando informações do plano...
        </div>
      </PaymentLayout>
    );
  }
  if (plans.isError || !plans.data) {
    return (
      <PaymentLayout title="Checkout">
        <PaymentMessage icon={<CircleAlert />} tone="danger" title="Erro ao carregar informações do plano">
          <p>Verifique sua conexão e tente novamente.</p>
          <MessageActions>
            <Button onClick={() => void plans.refetch()}>Tentar novamente</Button>
            <Button asChild variant="outline">
              <a href={PLANS_SECTION}>Voltar aos Planos</a>
            </Button>
          </MessageActions>
        </PaymentMessage>
      </PaymentLayout>
    );
  }
  if (!plan) {
    return (
      <PaymentLayout title="Checkout">
        <PaymentMessage icon={<SearchX />} tone="warning" title={BILLING_MESSAGES.planNotFound}>
          <p>O plano escolhido não está disponível. Escolha outro plano.</p>
          <BackToPlans />
        </PaymentMessage>
      </PaymentLayout>
    );
  }
  return (
    <PaymentLayout title={`Checkout · ${plan.name}`} wide>
      <h1 className="mb-6 font-semibold text-2xl tracking-tight">Finalize sua assinatura</h1>
      <div className="grid items-start gap-4 md:grid-cols-[1fr_1fr] md:gap-6">
        <PlanSummary plan={plan} />
        <PaymentPanel session={session} plan={plan} salesLink={salesHref(plans.data.contact)} />
      </div>
    </PaymentLayout>
  );
}

function PaymentPanel({
  session,
  plan,
  salesLink,
}: {
  session: SessionProfile;
  plan: PublicPlan;
  salesLink: string;
}) {
  const { state, start } = useCheckout(plan.id);
  const isOwner = session.user.role === 'owner';
  return (
    <section aria-labelledby="payment-panel-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="payment-panel-title" className="flex items-center gap-2 font-semibold text-lg">
        <CreditCard aria-hidden="true" className="size-5 text-primary" />
        Pagamento
      </h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Empresa</dt>
          <dd className="font-medium break-words">{session.company.name}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Responsável</dt>
          <dd className="font-medium break-words">{session.user.fullName}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">E-mail da conta</dt>
          <dd className="font-medium break-all">{session.user.email}</dd>
        </div>
      </dl>

      <div className="mt-5 rounded-lg bg-muted/60 p-4 text-sm">
        <h3 className="font-medium">O que acontece agora</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted-foreground">
          <li>A página de pagamento abre em uma nova aba.</li>
          <li>Você conclui o pagamento do plano {plan.name}.</li>
          <li>Assim que o pagamento for confirmado, a assinatura é ativada e você recebe acesso completo.</li>
        </ol>
      </div>

      {!isOwner && (
        <Alert variant="destructive" className="mt-5">
          <ShieldAlert aria-hidden="true" />
          <AlertTitle>{BILLING_MESSAGES.ownerOnly}</AlertTitle>
          <AlertDescription>Fale com o proprietário da empresa para assinar um plano.</AlertDescription>
        </Alert>
      )}
      {state.phase === 'error' && (
        <Alert variant="destructive" className="mt-5" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{state.message}</AlertDescription>
        </Alert>
      )}

      {plan.contactSales ? (
        <Button asChild size="lg" className="mt-5 w-full">
          <a href={salesLink} target="_blank" rel="noopener noreferrer">
            Falar com o setor de vendas
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      ) : (
        <Button
          size="lg"
          className="mt-5 w-full"
          disabled={!isOwner}
          loading={state.phase === 'processing'}
          onClick={() => void start()}
        >
          {state.phase === 'processing' ? 'Processando...' : 'Finalizar Pagamento'}
        </Button>
      )}
      <p className="mt-3 text-center text-muted-foreground text-xs">
        Garantia de 30 dias: se não gostar, devolvemos o seu dinheiro.
      </p>
    </section>
  );
}
