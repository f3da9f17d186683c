import { formatDate, TRIAL_DAYS } from '@alinhavo/domain';
import { Sparkles, TriangleAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSessionQuery } from '@/app/session';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { readLocal, TRIAL_KEYS, writeLocal } from '@/lib/local-keys';
import { BILLING_TAB_HREF } from './billing-links';
import { type Trial, trialCardId, trialEndsSoon } from './trial-reminders';
import { useTrial } from './use-trial';

const APPEAR_AFTER_MS = 3000;

/**
 * part1 §2.14 / §4.2: floating card at the bottom right, 3 s after load, unless this trial's card was closed.
 * Rendered at the end of the page's content (app-layout.tsx decides on which screens).
 */
export function TrialCard() {
  const trial = useTrial();
  const { data: session } = useSessionQuery();
  const companyId = session?.company.id;
  const [shown, setShown] = useState(false);
  const [dismissedId, setDismissedId] = useState<string | null>(null);

  useEffect(() => {
    if (!companyId) return;
    setDismissedId(readLocal(TRIAL_KEYS.cardDismissed(companyId)));
    const timer = window.setTimeout(() => setShown(true), APPEAR_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [companyId]);

  if (!trial || !companyId || !shown || dismissedId === trialCardId(trial)) return null;

  function dismiss() {
    if (!trial || !companyId) return;
    const id = trialCardId(trial);
    writeLocal(TRIAL_KEYS.cardDismissed(companyId), id);
    setDismissedId(id);
  }

  return (
    <>
      {/* Room at the end of the page, so scrolling down brings everything out from under the floating card. */}
      <div aria-hidden="true" className="h-52 sm:h-48" />
      <TrialCardView trial={trial} onDismiss={dismiss} />
    </>
  );
}

function TrialCardView({ trial, onDismiss }: { trial: Trial; onDismiss: () => void }) {
  const endsSoon = trialEndsSoon(trial);
  const remaining = trial.daysLeft <= 1 ? 'Hoje é o último dia' : `Restam ${trial.daysLeft} dias`;
  return (
    <aside
      aria-labelledby="trial-card-title"
      className={cn(
        'fixed inset-x-3 bottom-3 z-40 animate-pop-in rounded-xl border bg-card p-4 shadow-lg',
        'sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-80',
        endsSoon && 'border-warning/40',
      )}
    >
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-8 text-muted-foreground"
        onClick={onDismiss}
        aria-label="Fechar aviso do teste gratuito"
      >
        <X />
      </Button>
      <div className="flex items-start gap-3 pr-8">
        <div
          aria-hidden="true"
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-full [&>svg]:size-5',
            endsSoon ? 'bg-warning-muted text-warning' : 'bg-primary/10 text-primary',
          )}
        >
          {endsSoon ? <TriangleAlert /> : <Sparkles />}
        </div>
        <div className="min-w-0">
          <h2 id="trial-card-title" className="font-semibold">
            Teste gratuito de {TRIAL_DAYS} dias
          </h2>
          <p className="text-muted-foreground text-sm">
            {remaining} · termina em {formatDate(trial.trialEnd)}
          </p>
        </div>
      </div>
      {endsSoon && (
        <p className="mt-3 rounded-md bg-warning-muted p-2.5 text-sm text-warning">
          Quando o teste terminar, você perderá o acesso ao sistema. Assine para continuar usando o Alinhavo.
        </p>
      )}
      <div className="mt-4 flex gap-2">
        <Button asChild size="sm" className="flex-1">
          <Link to={BILLING_TAB_HREF}>Assinar Agora</Link>
        </Button>
        <Button size="sm" variant="outline" className="flex-1" onClick={onDismiss}>
          Continuar Teste
        </Button>
      </div>
    </aside>
  );
}
