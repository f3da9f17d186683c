import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { findScreen } from '@/app/screens';
import { canUse, useSessionQuery } from '@/app/session';

/**
 * A link to another screen when that screen exists and the person may open it; plain text otherwise (a page
 * another area has not built yet, or one outside the person's permissions).
 */
export function ScreenLink({ to, children }: { to: string; children: ReactNode }) {
  const { data: session } = useSessionQuery();
  const match = findScreen(to.split('?')[0]!);
  if (!match || !canUse(session, match.screen.feature)) return <>{children}</>;
  return (
    <Link to={to} className="text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
