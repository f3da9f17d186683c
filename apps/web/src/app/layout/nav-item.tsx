import { Pin, PinOff } from 'lucide-react';
import { NavLink } from 'react-router';
import { Hint } from '@/components/hint';
import { cn } from '@/lib/cn';
import type { Screen } from '../screens';
import { formatBadgeCount } from './nav-model';
import { preloadScreen } from './screen-code';

type Props = {
  screen: Screen;
  collapsed: boolean;
  pinned: boolean;
  /** In 'Favoritos' the button unpins; elsewhere it pins or unpins. */
  inFavorites?: boolean;
  badge?: number;
  onTogglePin: (path: string) => void;
  onNavigate?: () => void;
};

/** One sidebar link with its unread badge and pin button (the button shows on hover or focus; always on touch). */
export function NavItem({ screen, collapsed, pinned, inFavorites, badge, onTogglePin, onNavigate }: Props) {
  const count = formatBadgeCount(badge);
  const link = (
    <NavLink
      to={screen.path}
      end
      title={collapsed ? undefined : screen.title}
      onClick={onNavigate}
      // The screen's code starts loading when the pointer or the focus reaches its link, not at the click.
      onPointerEnter={() => preloadScreen(screen)}
      onFocus={() => preloadScreen(screen)}
      className={({ isActive }) =>
        cn(
          'relative flex min-h-9 items-center gap-3 rounded-md px-3 py-1.5 font-medium text-sm transition-colors',
          'text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
          'outline-hidden focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/40',
          isActive && 'bg-sidebar-accent text-sidebar-primary',
          collapsed ? 'justify-center px-0' : 'pr-9',
        )
      }
    >
      <screen.icon className="size-4 shrink-0" aria-hidden="true" />
      {/* Long titles ('Movimentações de estoque') take a second line instead of being cut. */}
      <span className={collapsed ? 'sr-only' : 'line-clamp-2 min-w-0 flex-1 break-words leading-5'}>
        {screen.title}
      </span>
      {count && (
        <span
          className={cn(
            'rounded-full bg-destructive px-1.5 font-semibold text-[10px] text-destructive-foreground leading-4',
            collapsed && 'absolute top-0.5 right-1',
          )}
        >
          {count}
          <span className="sr-only"> não lidas</span>
        </span>
      )}
    </NavLink>
  );

  if (collapsed) {
    return (
      <li>
        <Hint content={screen.title} side="right">
          {link}
        </Hint>
      </li>
    );
  }

  const Icon = inFavorites ? PinOff : Pin;
  return (
    <li className="group/item relative">
      {link}
      <button
        type="button"
        onClick={() => onTogglePin(screen.path)}
        aria-label={pinned ? `Remover ${screen.title} dos Favoritos` : `Fixar ${screen.title} nos Favoritos`}
        title={pinned ? 'Remover dos Favoritos' : 'Fixar nos Favoritos'}
        className={cn(
          '-translate-y-1/2 absolute top-1/2 right-1 flex size-7 items-center justify-center rounded-md',
          'text-muted-foreground transition-opacity hover:bg-sidebar-border/60 hover:text-sidebar-foreground',
          'outline-hidden focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/40',
          pinned && !inFavorites && 'text-sidebar-primary',
          !(pinned && !inFavorites) &&
            'pointer-fine:opacity-0 pointer-fine:group-focus-within/item:opacity-100 pointer-fine:group-hover/item:opacity-100',
        )}
      >
        <Icon className={cn('size-3.5', pinned && !inFavorites && 'fill-current')} aria-hidden="true" />
      </button>
    </li>
  );
}
