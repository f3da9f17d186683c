import { EllipsisVertical } from 'lucide-react';
import { type ComponentProps, lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';

export type ActionMenuItem = { label: string; onSelect: () => void; destructive?: boolean };

export type ActionMenuProps = {
  /** The button's accessible name ('Ações da variação Azul'). */
  label: string;
  items: ActionMenuItem[];
  className?: string;
};

const loadMenu = () => import('./action-menu-control');
const ActionMenuControl = lazy(() => loadMenu().then((module) => ({ default: module.ActionMenuControl })));

/** The '⋮' button of a row or record. */
export function ActionMenuButton({
  label,
  className,
  ...props
}: ComponentProps<typeof Button> & { label: string }) {
  return (
    <Button variant="ghost" size="icon" className={cn('size-8', className)} aria-label={label} {...props}>
      <EllipsisVertical aria-hidden="true" />
    </Button>
  );
}

/**
 * A '⋮' menu of actions. The menu's code (Radix, its positioning and focus handling) loads when the pointer or the
 * focus reaches the button and opens on the press, not with the screen that lists the rows.
 */
export function ActionMenu(props: ActionMenuProps) {
  const { intent, handlers } = useLoadOnIntent(loadMenu);
  // The stand-in stays while the code loads (Suspense fallback): a press on it then still opens the menu.
  const standIn = (
    <ActionMenuButton
      label={props.label}
      className={props.className}
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
    />
  );
  if (!intent) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ActionMenuControl {...props} defaultOpen={intent.open} autoFocus={intent.focus} />
    </Suspense>
  );
}
