import { gateFor, type SubscriptionSummary } from '@alinhavo/domain';
import { ArrowRight, Sparkles, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BILLING_TAB_HREF } from '@/features/subscription';

type Props = { summary: SubscriptionSummary | undefined; isOwner: boolean };

/**
 * The hub stays open without a subscription (part1 §2.8), so it says what to do next: a company that never had one
 * starts the free trial on /onboarding; one whose trial or plan lapsed picks a plan. Members other than the owner
 * are told who can do it.
 */
export function SubscriptionNextStep({ summary, isOwner }: Props) {
  if (!summary || summary.subscriptionStatus === 'error') return null;
  const gate = gateFor(summary, '/app/dashboard');
  if (gate === 'none') return null;
  if (gate === 'onboarding') {
    return (
      <Alert>
        <Sparkles aria-hidden="true" />
        <AlertTitle>Sua empresa ainda não tem um plano ativo</AlertTitle>
        <AlertDescription>
          {isOwner ? (
            <>
              <p>Comece o teste grátis de 7 dias: acesso completo, sem cartão de crédito.</p>
              <Button asChild size="sm" className="mt-2">
                <Link to="/onboarding">
                  Começar teste grátis
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </>
          ) : (
            <p>Peça ao proprietário da empresa para começar o teste grátis.</p>
          )}
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Sua assinatura não está ativa</AlertTitle>
      <AlertDescription>
        {isOwner ? (
          <>
            <p>Escolha um plano para voltar a usar as telas da empresa. Seus dados continuam guardados.</p>
            <Button asChild size="sm" variant="outline" className="mt-2">
              <Link to={BILLING_TAB_HREF}>
                Ver planos
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </>
        ) : (
          <p>Entre em contato com o administrador da empresa para renovar a assinatura.</p>
        )}
      </AlertDescription>
    </Alert>
  );
}
