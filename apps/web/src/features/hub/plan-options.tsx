import { BILLING_MESSAGES, type PublicPlan, type SubscriptionSummary } from '@alinhavo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { planPrice, salesHref, usePublicPlans } from '@/features/landing';
import { checkoutHref, openPendingTab, SUBSCRIPTION_QUERY_KEY, showInTab } from '@/features/subscription';
import { api, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { planAction } from './billing-view';

type Props = { summary: SubscriptionSummary; isOwner: boolean };

/** The plans: the owner subscribes (checkout) or changes plan; Enterprise goes to sales; others only read. */
export function PlanOptions({ summary, isOwner }: Props) {
  const data = usePublicPlans();
  const action = planAction(summary);
  const current = summary.subscriptionStatus === 'active' ? summary.planType : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{action === 'change' ? 'Mudar de plano' : 'Planos'}</CardTitle>
      </CardHeader>
      <CardContent>
        {!data ? (
          <div className="grid gap-3 md:grid-cols-3">
            {[1, 2, 3].map((slot) => (
              <Skeleton key={slot} className="h-48" />
            ))}
          </div>
        ) : (
          <ul aria-label="Planos disponíveis" className="grid gap-3 md:grid-cols-3">
            {data.plans.map((plan) => (
              <li
                key={plan.id}
                className={cn(
                  'flex flex-col rounded-lg border p-4',
                  plan.id === current && 'border-primary ring-1 ring-primary',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold">{plan.name}</h3>
                  {plan.id === current && <Badge>Plano atual</Badge>}
                </div>
                <p className="mt-1">
                  <span className="font-semibold text-xl">{planPrice(plan.priceMonthlyCents)}</span>
                  <span className="text-muted-foreground text-sm">/mês</span>
                </p>
                <ul className="mt-3 flex-1 space-y-1 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-success" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                {isOwner && (
                  <PlanButton
                    plan={plan}
                    action={action}
                    isCurrent={plan.id === current}
                    salesLink={salesHref(data.contact)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PlanButton({
  plan,
  action,
  isCurrent,
  salesLink,
}: {
  plan: PublicPlan;
  action: 'change' | 'subscribe';
  isCurrent: boolean;
  salesLink: string;
}) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async () => {
      const tab = openPendingTab();
      try {
        const result = await api.post('/api/billing/change-plan', { body: { planId: plan.id } });
        if (result.url) showInTab(tab, result.url);
        else tab?.close();
        return result;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSuccess: (result) => {
      if (result.url) {
        toast.success('Página de pagamento aberta', {
          description: `O plano ${plan.name} passa a valer assim que o pagamento for confirmado.`,
        });
      } else {
        toast.success(`Plano alterado para ${plan.name}`);
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      }
    },
    onError: (error) =>
      toast.error('Erro', { description: errorMessage(error, BILLING_MESSAGES.changePlanFailed) }),
  });

  const className = 'mt-4 w-full';
  if (plan.contactSales) {
    return (
      <Button asChild variant="outline" className={cn(className, 'h-auto min-h-9 whitespace-normal py-2')}>
        <a href={salesLink} target="_blank" rel="noopener noreferrer">
          Falar com o setor de vendas
        </a>
      </Button>
    );
  }
  if (action === 'subscribe') {
    return (
      <Button asChild variant={plan.popular ? 'default' : 'outline'} className={className}>
        <Link to={checkoutHref(plan.id)} aria-label={`Assinar o plano ${plan.name}`}>
          Assinar
        </Link>
      </Button>
    );
  }
  if (isCurrent) {
    return (
      <Button variant="outline" className={className} disabled>
        Plano atual
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      className={className}
      loading={change.isPending}
      onClick={() => change.mutate()}
    >
      Mudar para {plan.name}
    </Button>
  );
}
