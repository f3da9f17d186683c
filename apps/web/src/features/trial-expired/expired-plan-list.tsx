import type { PublicPlan, SalesContact } from '@alinhavo/domain';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { LandingPlans } from '@/features/landing';
import { planPrice, salesHref } from '@/features/landing';
import { checkoutHref } from '@/features/subscription';
import { cn } from '@/lib/cn';

function usersLabel(maxUsers: number): string {
  if (maxUsers < 0) return 'Usuários ilimitados';
  return maxUsers === 1 ? '1 usuário' : `Até ${maxUsers} usuários`;
}

function PlanItem({ plan, contact }: { plan: PublicPlan; contact: SalesContact }) {
  return (
    <li
      className={cn(
        'flex flex-col rounded-lg border p-4',
        plan.popular && 'border-primary ring-1 ring-primary',
      )}
    >
      <div className="flex items-baseline justify-between gap-2 sm:block">
        <h3 className="font-semibold">{plan.name}</h3>
        <p className="sm:mt-1">
          <span className="font-semibold text-lg">{planPrice(plan.priceMonthlyCents)}</span>
          <span className="text-muted-foreground text-sm">/mês</span>
        </p>
      </div>
      <p className="mt-1 flex-1 text-muted-foreground text-sm">{usersLabel(plan.maxUsers)}</p>
      {plan.contactSales ? (
        <Button
          asChild
          variant="outline"
          className="mt-3 h-auto min-h-10 w-full whitespace-normal py-2 text-center"
        >
          <a href={salesHref(contact)} target="_blank" rel="noopener noreferrer">
            Falar com o setor de vendas
          </a>
        </Button>
      ) : (
        <Button asChild variant={plan.popular ? 'default' : 'outline'} className="mt-3 w-full">
          <Link to={checkoutHref(plan.id)} aria-label={`Assinar o plano ${plan.name}`}>
            Assinar
          </Link>
        </Button>
      )}
    </li>
  );
}

/** The plans an owner can subscribe to after the trial (from GET /api/plans, or the fallback plans). */
export function ExpiredPlanList({ data }: { data: LandingPlans | undefined }) {
  if (!data) {
    return (
      <div className="grid gap-3 sm:grid-cols-3">
        {[1, 2, 3].map((slot) => (
          <Skeleton key={slot} className="h-32" />
        ))}
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Planos disponíveis" className="grid gap-3 sm:grid-cols-3">
        {data.plans.map((plan) => (
          <PlanItem key={plan.id} plan={plan} contact={data.contact} />
        ))}
      </ul>
      {data.failed && (
        <p role="status" className="mt-2 text-muted-foreground text-xs">
          Erro ao carregar planos. Mostrando os valores de referência.
        </p>
      )}
    </>
  );
}
