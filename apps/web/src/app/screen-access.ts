import type { SessionProfile } from '@alinhavo/domain';
import { can, isPlatformStaff } from '@alinhavo/domain';
import type { Screen } from './screens.ts';

/** 'staff-only' sends the member to /app/dashboard (part1 §6); 'denied' to /access-denied. */
export type ScreenAccess = 'open' | 'denied' | 'staff-only';

type SessionRights = Pick<SessionProfile, 'user' | 'permissions'>;

/**
 * The one rule for opening a screen, used by the sidebar, the command palette, the home redirect and the guard:
 * staff-only screens are for super_admin and support; others need their feature (unmapped screens are open).
 */
export function screenAccess(
  session: SessionRights | undefined,
  screen: Pick<Screen, 'feature' | 'staffOnly'>,
): ScreenAccess {
  if (!session) return 'denied';
  if (screen.staffOnly) return isPlatformStaff(session.user.role) ? 'open' : 'staff-only';
  if (!screen.feature) return 'open';
  return can(session.user.role, session.permissions, screen.feature, 'access') ? 'open' : 'denied';
}

export function canOpenScreen(
  session: SessionRights | undefined,
  screen: Pick<Screen, 'feature' | 'staffOnly'>,
): boolean {
  return screenAccess(session, screen) === 'open';
}
