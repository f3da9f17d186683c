import { useMemo } from 'react';
import { useSubscription } from '@/features/subscription';
import { canOpenScreen } from '../screen-access';
import { SCREENS } from '../screens';
import { useSessionQuery } from '../session';
import { buildNav, type NavModel } from './nav-model';
import { usePinnedPaths } from './nav-preferences';

/**
 * The sidebar and palette content for this member: screens they may open (and the company's plan includes), by
 * group, plus their favourites.
 */
export function useNavModel(): NavModel {
  const { data: session } = useSessionQuery();
  const { pinned } = usePinnedPaths();
  const planId = useSubscription().summary?.planType;
  return useMemo(
    () => buildNav(SCREENS, (screen) => canOpenScreen(session, screen, planId), pinned),
    [session, pinned, planId],
  );
}
