import { formatDate, gateFor, TRIAL_MESSAGES } from '@alinhavo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAccountDeactivated } from '@/app/account-status';
import { SESSION_QUERY_KEY, useSessionQuery } from '@/app/session';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { DeactivatedAccountScreen } from '@/features/access';
import { ApiError, api } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { activationErrorMessage } from './activation-error';
import { CompanyInfoStep } from './company-info-step';
import { ActivatingStep, NotEligibleStep, SuccessStep } from './result-steps';
import { SUBSCRIPTION_QUERY_KEY, useSubscriptionSummary, useTrialEligibility } from './subscription-api';
import { type TrialPayload, useTrialForm } from './use-trial-form';
import { WelcomeStep } from './welcome-step';
import { WizardLayout } from './wizard-layout';

type Step = 'welcome' | 'company-info' | 'activating' | 'success';

/** part1 §9: the success step moves on to the dashboard after 3 s. */
const SUCCESS_REDIRECT_MS = 3000;

/** part1 §2.5 free-trial wizard: welcome, company-info, activating, success; or not-eligible. */
export function OnboardingPage() {
  const session = useSessionQuery();
  const deactivated = useAccountDeactivated();
  const signedIn = Boolean(session.data);
  const summary = useSubscriptionSummary({ enabled: signedIn });
  const eligibility = useTrialEligibility({ enabled: signedIn });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useTrialForm();
  const [step, setStep] = useState<Step>('welcome');
  const [trialEnd, setTrialEnd] = useState<string | null>(null);

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => navigate('/app/dashboard', { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  if (deactivated) return <DeactivatedAccountScreen />;
  if (session.error instanceof ApiError && session.error.status === 401) {
    return <Navigate to="/auth?redirect=%2Fonboarding" replace />;
  }
  if (session.error) return <LoadError onRetry={() => void session.refetch()} />;

  const finishing = step === 'activating' || step === 'success';
  if (!finishing && summary.data && gateFor(summary.data, '/onboarding') === 'dashboard') {
    return <Navigate to="/app/dashboard" replace />;
  }
  if (!session.data || (!finishing && (summary.isPending || eligibility.isPending))) return <Loading />;

  async function activate(payload: TrialPayload) {
    setStep('activating');
    try {
      const result = await api.post('/api/subscription/trial', { body: payload });
      setTrialEnd(formatDate(result.trialEnd));
      setStep('success');
      toast.success(TRIAL_MESSAGES.activatedTitle, { description: TRIAL_MESSAGES.activatedBody });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    } catch (error) {
      setStep('company-info');
      applyFieldErrors(error, form.setError, ['documentNumber', 'phone', 'address']);
      toast.error(TRIAL_MESSAGES.activationFailed, { description: activationErrorMessage(error) });
    }
  }

  if (step === 'activating') {
    return (
      <WizardLayout title="Ativando seu teste gratuito" step={3}>
        <ActivatingStep />
      </WizardLayout>
    );
  }
  if (step === 'success') {
    return (
      <WizardLayout title={TRIAL_MESSAGES.activatedTitle} step={3}>
        <SuccessStep trialEnd={trialEnd} />
      </WizardLayout>
    );
  }
  if (eligibility.isError || eligibility.data?.canActivate === false) {
    return (
      <WizardLayout title="Teste gratuito indisponível">
        <NotEligibleStep
          reason={
            eligibility.isError
              ? TRIAL_MESSAGES.eligibilityFailed
              : (eligibility.data?.reason ?? TRIAL_MESSAGES.alreadyUsed)
          }
          onRetry={eligibility.isError ? () => void eligibility.refetch() : undefined}
        />
      </WizardLayout>
    );
  }
  if (step === 'company-info') {
    return (
      <WizardLayout title="Dados da empresa" step={2}>
        <CompanyInfoStep form={form} onBack={() => setStep('welcome')} onSubmit={activate} />
      </WizardLayout>
    );
  }
  return (
    <WizardLayout title={`Bem-vindo(a) ao Alinhavo, ${session.data.user.fullName.split(' ')[0]}!`} step={1}>
      <WelcomeStep isOwner={session.data.user.role === 'owner'} onNext={() => setStep('company-info')} />
    </WizardLayout>
  );
}

function Loading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-muted-foreground">Não foi possível carregar sua sessão. Verifique sua conexão.</p>
      <Button onClick={onRetry}>Tentar novamente</Button>
    </div>
  );
}
