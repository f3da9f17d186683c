import { PlanCard } from './plan-card';
import type { LandingPlans } from './public-plans';
import { SectionHeading } from './section-heading';

export function PlansSection({ data }: { data: LandingPlans | undefined }) {
  return (
    <section id="planos" aria-labelledby="planos-title" className="scroll-mt-16 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="planos-title" eyebrow="Planos" title="Um plano para cada tamanho de confecção">
          Comece com 7 dias grátis em qualquer plano. Sem fidelidade.
        </SectionHeading>
        <ul className="mt-14 grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
          {data
            ? data.plans.map((plan) => <PlanCard key={plan.id} plan={plan} contact={data.contact} />)
            : [1, 2, 3].map((slot) => (
                <li
                  key={slot}
                  aria-hidden="true"
                  className="h-[30rem] animate-pulse rounded-2xl border bg-muted"
                />
              ))}
        </ul>
        {data?.failed && (
          <p role="status" className="mt-6 text-center text-muted-foreground text-sm">
            Erro ao carregar planos. Mostrando os valores de referência.
          </p>
        )}
      </div>
    </section>
  );
}
