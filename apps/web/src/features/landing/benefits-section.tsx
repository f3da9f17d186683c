import { BarChart3, Boxes, Factory, LayoutDashboard, type LucideIcon, Store, Tags } from 'lucide-react';
import { BENEFITS } from './landing-copy';
import { SectionHeading } from './section-heading';

const ICONS: Record<(typeof BENEFITS)[number]['icon'], LucideIcon> = {
  factory: Factory,
  chart: BarChart3,
  boxes: Boxes,
  store: Store,
  dashboard: LayoutDashboard,
  tag: Tags,
};

export function BenefitsSection() {
  return (
    <section id="beneficios" aria-labelledby="beneficios-title" className="scroll-mt-16 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="beneficios-title" eyebrow="Benefícios" title="Tudo o que a sua confecção precisa">
          Feito para quem produz roupa: do corte à facção, do estoque à venda.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => {
            const Icon = ICONS[benefit.icon];
            return (
              <li key={benefit.title} className="rounded-2xl border bg-card p-6 shadow-xs">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold text-lg">{benefit.title}</h3>
                <p className="mt-2 text-muted-foreground">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
