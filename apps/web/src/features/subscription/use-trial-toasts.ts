import { todayInSaoPaulo, trialToast } from '@alinhavo/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSessionQuery } from '@/app/session';
import { toast } from '@/components/ui/toaster';
import { readLocal, TRIAL_KEYS, writeLocal } from '@/lib/local-keys';
import { BILLING_TAB_HREF } from './billing-links';
import { trialToastDue } from './trial-reminders';
import { useTrial } from './use-trial';

/** part1 §4.2: at most one trial toast a day, from 5 days before the end. */
export function useTrialToasts() {
  const trial = useTrial();
  const companyId = useSessionQuery().data?.company.id;
  const daysLeft = trial?.daysLeft;
  const navigate = useNavigate();

  useEffect(() => {
    if (daysLeft === undefined || !companyId) return;
    const spec = trialToast(daysLeft);
    const key = TRIAL_KEYS.toastDate(companyId);
    if (!spec || !trialToastDue(readLocal(key))) return;
    writeLocal(key, todayInSaoPaulo());
    const description =
      daysLeft <= 1 ? 'Seu teste termina hoje.' : `Restam ${daysLeft} dias do seu teste gratuito.`;
    const show = spec.kind === 'warning' ? toast.warning : toast.info;
    show(spec.title, {
      description,
      duration: spec.durationMs,
      action: { label: 'Assinar Agora', onClick: () => navigate(BILLING_TAB_HREF) },
    });
  }, [daysLeft, companyId, navigate]);
}
