import { isPlatformStaff } from '@alinhavo/domain';
import { useSessionQuery } from '@/app/session';
import { runningTrial, type Trial } from './trial-reminders';
import { useSubscription } from './use-subscription';

/** The company's running trial, for the badge, card and toasts; null otherwise and for platform staff. */
export function useTrial(): Trial | null {
  const { data: session } = useSessionQuery();
  const { summary } = useSubscription();
  if (!session || isPlatformStaff(session.user.role)) return null;
  return runningTrial(summary);
}
