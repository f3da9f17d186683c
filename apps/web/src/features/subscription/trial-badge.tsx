import { formatDate, trialBadge } from '@alinhavo/domain';
import { Clock } from 'lucide-react';
import { Hint } from '@/components/hint';
import { Badge } from '@/components/ui/badge';
import { useTrial } from './use-trial';

/** part1 §4.2 header badge while trialing; its tooltip tells when the trial ends. */
export function TrialBadge() {
  const trial = useTrial();
  if (!trial) return null;
  const { variant, label } = trialBadge(trial.daysLeft);
  const ends = `Teste gratuito até ${formatDate(trial.trialEnd)}`;
  return (
    <Hint content={ends}>
      <Badge asChild variant={variant} className="h-7 cursor-default px-2.5">
        <button type="button" data-testid="trial-badge">
          <Clock aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Teste grátis ·</span>
          {label}
        </button>
      </Badge>
    </Hint>
  );
}
