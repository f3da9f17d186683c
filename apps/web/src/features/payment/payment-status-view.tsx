import {
  BILLING_MESSAGES,
  type BillingPayment,
  formatBRL,
  formatDateTime,
  PAYMENT_STATUS_LABELS,
} from '@alinhavo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Clock, FlaskConical, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { usePublicPlans } from '@/features/landing';
import { BILLING_TAB_HREF, SUBSCRIPTION_QUERY_KEY } from '@/features/subscription';
import { api, errorMessage } from '@/lib/api';
import { MessageActions, PaymentLayout, PaymentMessage } from './payment-layout';

/** How often the page asks whether the platform team confirmed the payment. */
const POLL_MS = 4000;

/**
 * The built-in provider's payment page (opened in a new tab by 'Finalizar Pagamento'): the pending payment, how to
 * pay, and a check every few seconds; a confirmed payment goes to /payment/success, a canceled one to
 * /payment/canceled.
 */
export function PaymentStatusView({ paymentId }: { paymentId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = useQuery({
    queryKey: ['billing-payment', paymentId],
    queryFn: () => api.get('/api/billing/payments/{id}', { path: { id: paymentId } }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
    refetchIntervalInBackground: true,
    retry: 1,
  });
  const status = payment.data?.status;

  useEffect(() => {
    if (status === 'confirmed') {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      navigate('/payment/success', { replace: true });
    } else if (status === 'canceled') {
      navigate('/payment/canceled', { replace: true });
    }
  }, [status, navigate, queryClient]);

  if (payment.isPending) {
    return (
      <PaymentLayout title="Pagamento" back={null}>
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          Carregando pagamento...
        </div>
      </PaymentLayout>
    );
  }
  if (payment.isError || !payment.data) {
    return (
      <PaymentLayout title="Pagamento" back={null}>
        <PaymentMessage
          icon={<CircleAlert />}
          tone="danger"
          title={errorMessage(payment.error, BILLING_MESSAGES.paymentNotFound)}
        >
          <MessageActions>
            <Button asChild>
              <Link to={BILLING_TAB_HREF}>Ver minha assinatura</Link>
            </Button>
          </MessageActions>
        </PaymentMessage>
      </PaymentLayout>
    );
  }
  return (
    <PaymentLayout title="Pagamento" back={null}>
      <PendingPayment payment={payment.data} />
    </PaymentLayout>
  );
}

function PendingPayment({ payment }: { payment: BillingPayment }) {
  const contact = usePublicPlans()?.contact;
  return (
    <section
      aria-labelledby="payment-title"
      className="mx-auto w-full max-w-lg rounded-xl border bg-card p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-muted-foreground text-xs uppercase tracking-wide">Pagamento do plano</p>
          <h1 id="payment-title" className="font-semibold text-xl tracking-tight">
            {payment.planName}
          </h1>
        </div>
        <Badge variant={payment.status === 'pending' ? 'warning' : 'success'} className="h-7 px-2.5">
          <Clock aria-hidden="true" />
          {PAYMENT_STATUS_LABELS[payment.status]}
        </Badge>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-4 text-sm">
        <div>
          <dt className="text-muted-foreground">Valor mensal</dt>
          <dd className="font-semibold text-lg">{formatBRL(payment.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Criado em</dt>
          <dd className="font-medium">{formatDateTime(payment.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-5 space-y-2 text-sm">
        <h2 className="font-medium">Como pagar</h2>
        <p className="text-muted-foreground">
          Faça o pagamento por transferência bancária ou PIX. Para receber os dados de pagamento, fale com a
          equipe Alinhavo
          {contact ? (
            <>
              {' '}
              pelo e-mail{' '}
              <a href={`mailto:${contact.email}`} className="text-primary hover:underline">
                {contact.email}
              </a>
              {contact.whatsapp ? ` ou pelo WhatsApp ${contact.whatsapp}` : ''}
            </>
          ) : null}
          , informando o nome da empresa.
        </p>
        <p className="text-muted-foreground">
          Assim que a equipe confirmar o recebimento, sua assinatura é ativada.{' '}
          <strong className="text-foreground">Esta página se atualiza sozinha</strong>; você pode deixá-la
          aberta.
        </p>
      </div>
      <p role="status" className="mt-4 flex items-center gap-2 text-muted-foreground text-xs">
        <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
        Aguardando a confirmação do pagamento...
      </p>
      {payment.devConfirmAvailable && payment.status === 'pending' && <DevConfirm paymentId={payment.id} />}
    </section>
  );
}

/** Development installs only: the owner confirms the payment without the platform team. */
function DevConfirm({ paymentId }: { paymentId: string }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => api.post('/api/billing/payments/{id}/dev-confirm', { path: { id: paymentId } }),
    onSuccess: (payment) => queryClient.setQueryData(['billing-payment', paymentId], payment),
    onError: (error) => toast.error('Erro', { description: errorMessage(error) }),
  });
  return (
    <div className="mt-6 rounded-lg border border-warning/40 border-dashed bg-warning-muted/40 p-4">
      <p className="flex items-center gap-2 font-medium text-sm text-warning">
        <FlaskConical aria-hidden="true" className="size-4" />
        Somente em desenvolvimento
      </p>
      <p className="mt-1 text-muted-foreground text-xs">
        Esta instalação permite confirmar o pagamento sem a equipe da plataforma. Nenhum valor é cobrado.
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        loading={confirm.isPending}
        onClick={() => confirm.mutate()}
      >
        Confirmar pagamento (desenvolvimento)
      </Button>
    </div>
  );
}
