import { type ComponentProps, lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';
import { useSessionQuery } from '../session';

const loadMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadMenu().then((module) => ({ default: module.AccountMenu })));

/** The round button with the member's initials that opens the account menu. */
export function AccountButton(props: ComponentProps<typeof Button>) {
  const { data: session } = useSessionQuery();
  const initials = (session?.user.fullName ?? '?')
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label="Minha conta" {...props}>
      <span className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs">
        {initials}
      </span>
    </Button>
  );
}

/** The account button; the menu's code loads when the pointer or the focus reaches it. */
export function AccountMenuButton() {
  const { intent, handlers } = useLoadOnIntent(loadMenu);
  // The stand-in stays while the code loads (Suspense fallback): a press on it then still opens the menu.
  const standIn = <AccountButton aria-haspopup="menu" aria-expanded={false} {...handlers} />;
  if (!intent) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu defaultOpen={intent.open} autoFocus={intent.focus} />
    </Suspense>
  );
}
