import { Tag } from 'lucide-react';
import { planPrice, usePublicPlans } from '@/features/landing';
import { findPlan } from '@/features/payment';

/** part1 §2.3: the plan picked on the landing page (name, description, price per month). */
export function SelectedPlanBox({ planKey }: { planKey: string }) {
  const plan = findPlan(usePublicPlans()?.plans ?? [], planKey);
  if (!plan) return null;
  return (
    <section
      aria-label="Plano selecionado"
      className="mb-6 flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3"
    >
      <Tag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold">Plano {plan.name}</span>
          <span>
            <strong>{planPrice(plan.priceMonthlyCents)}</strong>
            <span className="text-muted-foreground">/mês</span>
          </span>
        </p>
        <p className="text-muted-foreground">{plan.description}</p>
      </div>
    </section>
  );
}
