import { EllipsisVertical } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { onDemand } from '@/lib/on-demand';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';

export type ActionMenuItem = { label: string; onSelect: () => void; destructive?: boolean };

export type ActionMenuProps = {
  /** The button's accessible name ('Ações da variação Azul'). */
  label: string;
  items: ActionMenuItem[];
  className?: string;
};

const menuControl = onDemand(() =>
  import('./action-menu-control').then((module) => module.ActionMenuControl),
);

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
 * focus reaches the button, not with the screen that lists the rows; a press before it has arrived opens the menu as
 * soon as it has (use-load-on-intent.ts).
 */
export function ActionMenu(props: ActionMenuProps) {
  const { ready, handlers } = useLoadOnIntent(menuControl);
  if (ready)
    return <ready.Control {...props} defaultOpen={ready.intent.open} autoFocus={ready.intent.focus} />;
  return (
    <ActionMenuButton
      label={props.label}
      className={props.className}
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
    />
  );
}
