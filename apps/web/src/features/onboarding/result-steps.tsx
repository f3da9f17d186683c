import { TRIAL_DAYS } from '@alinhavo/domain';
import { ArrowRight, CircleCheck, CircleX, LayoutDashboard, LogIn, RotateCw, Tags } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { BILLING_TAB_HREF } from '@/features/subscription';

/** Step 3 while the server starts the trial. */
export function ActivatingStep() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
      <Spinner className="size-8" />
      <p className="text-muted-foreground text-sm">
        Estamos preparando seu ambiente. Isso leva só um instante.
      </p>
    </div>
  );
}

/** Step 3 done: the trial runs; the page moves on to the dashboard by itself after a few seconds. */
export function SuccessStep({ trialEnd }: { trialEnd: string | null }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
        <CircleCheck aria-hidden="true" />
      </span>
      <p className="text-sm">
        Seu período de teste de {TRIAL_DAYS} dias começou
        {trialEnd ? (
          <>
            {' '}
            e vai até <strong>{trialEnd}</strong>
          </>
        ) : null}
        . Você será levado ao painel em instantes.
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to="/app/dashboard">
          Ir para o Dashboard agora
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

/** The trial cannot start (already used, running, subscribed) or eligibility could not be checked. */
export function NotEligibleStep({ reason, onRetry }: { reason: string; onRetry?: (() => void) | undefined }) {
  return (
    <div className="grid gap-5">
      <div className="flex gap-3 rounded-lg border border-destructive/25 bg-destructive/5 p-4 text-destructive text-sm">
        <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p role="alert" className="font-medium">
          {reason}
        </p>
      </div>
      <p className="text-muted-foreground text-sm">
        O teste gratuito pode ser usado uma única vez por empresa e por CPF ou CNPJ. Conheça os planos para
        continuar usando o Alinhavo.
      </p>
      <div className="grid gap-2">
        {onRetry && (
          <Button size="lg" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Tentar novamente
          </Button>
        )}
        <Button asChild size="lg" variant={onRetry ? 'outline' : 'default'}>
          <Link to={BILLING_TAB_HREF}>
            <Tags aria-hidden="true" />
            Ver planos
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/app/dashboard">
            <LayoutDashboard aria-hidden="true" />
            Ir para o Dashboard
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/auth">
            <LogIn aria-hidden="true" />
            Fazer Login
          </Link>
        </Button>
      </div>
    </div>
  );
}
