import type { PublicPlan } from '@alinhavo/domain';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { planPrice } from '@/features/landing';

/** The plan being bought: name, description, monthly price in whole reais and its features (part1 §2.11). */
export function PlanSummary({ plan }: { plan: PublicPlan }) {
  return (
    <section aria-labelledby="plan-summary-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <p className="text-muted-foreground text-xs uppercase tracking-wide">Plano escolhido</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <h2 id="plan-summary-title" className="font-semibold text-xl tracking-tight">
          {plan.name}
        </h2>
        {plan.popular && <Badge>Mais popular</Badge>}
      </div>
      <p className="mt-1 text-muted-foreground text-sm">{plan.description}</p>
      <p className="mt-4">
        <span className="font-semibold text-3xl tracking-tight">{planPrice(plan.priceMonthlyCents)}</span>
        <span className="text-muted-foreground">/mês</span>
      </p>
      {plan.features.length > 0 && (
        <ul className="mt-5 space-y-2 border-t pt-4 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
