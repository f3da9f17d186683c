import { useMemo } from 'react';
import { NAV_GROUPS, type NavGroup, SCREENS, type Screen } from '../screens';
import { canUse, useSessionQuery } from '../session';

/** The screens this member may open, by sidebar group, in registry order; empty groups left out. */
export function useNavItems(): { group: NavGroup; screens: Screen[] }[] {
  const { data: session } = useSessionQuery();
  return useMemo(() => {
    const visible = SCREENS.filter((screen) => screen.nav && canUse(session, screen.feature));
    return NAV_GROUPS.map((group) => ({ group, screens: visible.filter((s) => s.group === group) })).filter(
      (g) => g.screens.length > 0,
    );
  }, [session]);
}
