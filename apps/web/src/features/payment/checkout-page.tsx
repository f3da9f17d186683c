import { Loader2 } from 'lucide-react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSessionQuery } from '@/app/session';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { CheckoutView } from './checkout-view';
import { PaymentLayout, PaymentMessage } from './payment-layout';
import { PaymentStatusView } from './payment-status-view';

/**
 * /payment/checkout (part1 §2.11): signed-in only. With `payment` it is the built-in provider's own payment
 * page, opened in a new tab by 'Finalizar Pagamento'; otherwise the checkout of the plan in `plan`.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSessionQuery();

  if (session.error instanceof ApiError && session.error.status === 401) {
    const back = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth?redirect=${back}`} replace />;
  }
  if (session.error) {
    return (
      <PaymentLayout title="Checkout">
        <PaymentMessage icon={<Loader2 />} title="Não foi possível verificar sua sessão">
          <p>Verifique sua conexão e tente novamente.</p>
          <Button onClick={() => void session.refetch()}>Tentar novamente</Button>
        </PaymentMessage>
      </PaymentLayout>
    );
  }
  if (!session.data) {
    return (
      <PaymentLayout title="Checkout">
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          Verificando autenticação...
        </div>
      </PaymentLayout>
    );
  }
  const paymentId = params.get('payment');
  if (paymentId) return <PaymentStatusView paymentId={paymentId} />;
  return <CheckoutView session={session.data} planKey={params.get('plan')} />;
}
