import type { PublicPlan, SalesContact } from '@alinhavo/domain';
import { Check } from 'lucide-react';
import { landingButton } from './landing-button';
import { planPrice, planSignUpHref, salesHref } from './plan-links';

/** One plan: sign-up carrying the plan, or for Enterprise the sales contact (part1 §2.2). */
export function PlanCard({ plan, contact }: { plan: PublicPlan; contact: SalesContact }) {
  const titleId = `plano-${plan.id}`;
  return (
    <li
      className={`relative flex flex-col rounded-2xl border bg-card p-6 ${
        plan.popular ? 'border-primary shadow-lg ring-1 ring-primary lg:-my-4 lg:py-10' : 'shadow-xs'
      }`}
    >
      {plan.popular && (
        <p className="-top-3 -translate-x-1/2 absolute left-1/2 whitespace-nowrap rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-xs">
          Mais popular
        </p>
      )}
      <h3 id={titleId} className="font-semibold text-xl">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-muted-foreground">{plan.description}</p>
      <p className="mt-6">
        <span className="font-semibold text-4xl tracking-tight">{planPrice(plan.priceMonthlyCents)}</span>
        <span className="text-muted-foreground">/mês</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {plan.contactSales ? (
        <a
          href={salesHref(contact)}
          target="_blank"
          rel="noopener noreferrer"
          className={landingButton({ size: 'lg', variant: 'outline' }, 'mt-8 w-full')}
        >
          Falar com o setor de vendas
        </a>
      ) : (
        <a
          href={planSignUpHref(plan)}
          aria-label={`Começar teste grátis no plano ${plan.name}`}
          className={landingButton(
            { size: 'lg', variant: plan.popular ? 'default' : 'outline' },
            'mt-8 w-full',
          )}
        >
          Começar teste grátis
        </a>
      )}
    </li>
  );
}
