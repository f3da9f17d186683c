import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { onDemand } from '@/lib/on-demand';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';
import { useSessionQuery } from '../session';

const accountMenu = onDemand(() => import('./account-menu').then((module) => module.AccountMenu));

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

/**
 * The account button; the menu's code loads when the pointer or the focus reaches it. A press before the code has
 * arrived is kept: the menu opens as soon as it has (use-load-on-intent.ts).
 */
export function AccountMenuButton() {
  const { ready, handlers } = useLoadOnIntent(accountMenu);
  if (ready) return <ready.Control defaultOpen={ready.intent.open} autoFocus={ready.intent.focus} />;
  return <AccountButton aria-haspopup="menu" aria-expanded={false} {...handlers} />;
}
