import type { SessionProfile } from '@alinhavo/domain';
import { can, isPlatformStaff, planIncludesFeature } from '@alinhavo/domain';
import type { Screen } from './screens.ts';

/**
 * 'staff-only' sends the member to /app/dashboard (part1 §6); 'denied' to /access-denied; 'not-in-plan' shows
 * that the company's plan does not include the screen's feature.
 */
export type ScreenAccess = 'open' | 'denied' | 'staff-only' | 'not-in-plan';

type SessionRights = Pick<SessionProfile, 'user' | 'permissions'>;

/**
 * The one rule for opening a screen, used by the sidebar, the command palette, the home redirect and the guard:
 * staff-only screens are for super_admin and support; others need their feature (unmapped screens are open) and,
 * outside platform staff, a company plan that includes it (`planId` from the subscription; unknown yet → open).
 */
export function screenAccess(
  session: SessionRights | undefined,
  screen: Pick<Screen, 'feature' | 'staffOnly'>,
  planId?: string | null,
): ScreenAccess {
  if (!session) return 'denied';
  if (screen.staffOnly) return isPlatformStaff(session.user.role) ? 'open' : 'staff-only';
  if (!screen.feature) return 'open';
  if (!can(session.user.role, session.permissions, screen.feature, 'access')) return 'denied';
  if (!isPlatformStaff(session.user.role) && !planIncludesFeature(planId, screen.feature))
    return 'not-in-plan';
  return 'open';
}

export function canOpenScreen(
  session: SessionRights | undefined,
  screen: Pick<Screen, 'feature' | 'staffOnly'>,
  planId?: string | null,
): boolean {
  return screenAccess(session, screen, planId) === 'open';
}
