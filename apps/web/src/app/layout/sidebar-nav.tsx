import { ChevronRight, Star } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import type { NavSubgroup, Screen } from '../screens';
import { NavItem } from './nav-item';
import type { NavSubsection } from './nav-model';
import { usePinnedPaths, useSubgroupsOpen } from './nav-preferences';
import { useNavBadges } from './use-nav-badges';
import { useNavModel } from './use-nav-items';

type Props = { collapsed?: boolean; onNavigate?: () => void };

/** The sidebar's favourites, groups and subgroups; shared by the desktop sidebar and the phone drawer. */
export function SidebarNav({ collapsed = false, onNavigate }: Props) {
  const { favorites, sections } = useNavModel();
  const { pinned, toggle } = usePinnedPaths();
  const badges = useNavBadges();
  const renderItems = (screens: Screen[], inFavorites = false) =>
    screens.map((screen) => (
      <NavItem
        key={screen.path}
        screen={screen}
        collapsed={collapsed}
        pinned={pinned.includes(screen.path)}
        inFavorites={inFavorites}
        badge={badges.get(screen.path)}
        onTogglePin={toggle}
        onNavigate={onNavigate}
      />
    ));

  return (
    <nav aria-label="Menu principal" className="flex flex-col gap-4 px-2 py-3">
      {favorites.length > 0 && (
        <Section label="Favoritos" collapsed={collapsed} icon>
          {renderItems(favorites, true)}
        </Section>
      )}
      {sections.map((section) => (
        <Section key={section.group} label={section.group} collapsed={collapsed}>
          {renderItems(section.screens)}
          {collapsed
            ? renderItems(section.subgroups.flatMap((sub) => sub.screens))
            : section.subgroups.map((sub) => (
                <Subgroup key={sub.subgroup} subsection={sub}>
                  {renderItems(sub.screens)}
                </Subgroup>
              ))}
        </Section>
      ))}
    </nav>
  );
}

function Section({
  label,
  collapsed,
  icon = false,
  children,
}: {
  label: string;
  collapsed: boolean;
  icon?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      {collapsed ? (
        <span id={id} className="sr-only">
          {label}
        </span>
      ) : (
        <p
          id={id}
          className="flex items-center gap-1.5 px-3 pb-1 font-medium text-[11px] text-muted-foreground uppercase tracking-wider"
        >
          {icon && <Star className="size-3 fill-current" aria-hidden="true" />}
          {label}
        </p>
      )}
      <ul aria-labelledby={id} className="flex flex-col gap-0.5">
        {children}
      </ul>
    </div>
  );
}

/** A collapsible subgroup (e.g. Receitas) whose open state is remembered on this device. */
function Subgroup({ subsection, children }: { subsection: NavSubsection; children: ReactNode }) {
  const { isOpen, toggle } = useSubgroupsOpen();
  const name: NavSubgroup = subsection.subgroup;
  const open = isOpen(name);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => toggle(name)}
        className={cn(
          'flex h-8 w-full items-center gap-2 rounded-md px-3 text-muted-foreground text-xs',
          'font-medium hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
          'outline-hidden focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/40',
        )}
      >
        <ChevronRight
          className={cn('size-3.5 transition-transform', open && 'rotate-90')}
          aria-hidden="true"
        />
        {name}
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={cn('ml-4 flex-col gap-0.5 border-sidebar-border border-l pl-1', open ? 'flex' : 'hidden')}
      >
        {children}
      </ul>
    </li>
  );
}
