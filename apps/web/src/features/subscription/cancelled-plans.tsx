import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { planPrice, salesHref, usePublicPlans } from '@/features/landing';
import { checkoutHref } from './billing-links';

/** part1 §4.1 canceled: the plans to reactivate with; Enterprise goes to sales. */
export function CancelledPlans() {
  const data = usePublicPlans();
  if (!data) {
    return (
      <div className="space-y-2" role="status" aria-busy="true" aria-label="Carregando planos">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  return (
    <div>
      <h3 className="mb-2 font-medium text-sm">Planos para reativar</h3>
      <ul className="divide-y rounded-lg border">
        {data.plans.map((plan) => (
          <li
            key={plan.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3 sm:p-4"
          >
            <div className="min-w-0">
              <p className="font-medium">{plan.name}</p>
              <p className="text-muted-foreground text-sm">{planPrice(plan.priceMonthlyCents)}/mês</p>
            </div>
            {plan.contactSales ? (
              <Button asChild variant="outline" size="sm">
                <a href={salesHref(data.contact)} target="_blank" rel="noopener noreferrer">
                  Falar com o setor de vendas
                </a>
              </Button>
            ) : (
              <Button asChild variant={plan.popular ? 'default' : 'outline'} size="sm">
                <Link to={checkoutHref(plan.id)} aria-label={`Reativar com o plano ${plan.name}`}>
                  Reativar
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
