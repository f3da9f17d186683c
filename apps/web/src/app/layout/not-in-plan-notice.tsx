import { PLAN_FEATURE_MESSAGE } from '@alinhavo/domain';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BILLING_TAB_HREF } from '@/features/subscription';

/** In place of a screen whose feature the company's plan does not include (FEATURE_MINIMUM_PLAN). */
export function NotInPlanNotice({ title }: { title: string }) {
  return (
    <section
      aria-labelledby="not-in-plan-title"
      className="mx-auto mt-6 max-w-lg rounded-xl border bg-card p-6 text-center shadow-sm sm:mt-12 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <Sparkles className="size-6" />
      </div>
      <h2 id="not-in-plan-title" className="font-semibold text-lg">
        {title} não faz parte do seu plano
      </h2>
      <p className="mt-2 text-muted-foreground text-sm">{PLAN_FEATURE_MESSAGE}</p>
      <Button asChild className="mt-6">
        <Link to={BILLING_TAB_HREF}>Ver planos</Link>
      </Button>
    </section>
  );
}
