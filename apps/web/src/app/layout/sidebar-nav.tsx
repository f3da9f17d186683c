import { NavLink } from 'react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useNavItems } from './use-nav-items';

/** The sidebar's list of groups and screens; shared by the desktop sidebar and the phone drawer. */
export function SidebarNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const groups = useNavItems();
  return (
    <nav aria-label="Menu principal" className="flex flex-col gap-4 px-2 py-3">
      {groups.map(({ group, screens }) => (
        <div key={group}>
          {!collapsed && (
            <p className="px-3 pb-1 font-medium text-[11px] text-muted-foreground uppercase tracking-wider">
              {group}
            </p>
          )}
          <ul className="flex flex-col gap-0.5">
            {screens.map((screen) => {
              const link = (
                <NavLink
                  to={screen.path}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex h-9 items-center gap-3 rounded-md px-3 font-medium text-sm transition-colors',
                      'text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
                      isActive && 'bg-sidebar-accent text-sidebar-primary',
                      collapsed && 'justify-center px-0',
                    )
                  }
                >
                  <screen.icon className="size-4 shrink-0" aria-hidden="true" />
                  {collapsed ? (
                    <span className="sr-only">{screen.title}</span>
                  ) : (
                    <span className="truncate">{screen.title}</span>
                  )}
                </NavLink>
              );
              return (
                <li key={screen.path}>
                  {collapsed ? (
                    <Tooltip>
                      <TooltipTrigger asChild>{link}</TooltipTrigger>
                      <TooltipContent side="right">{screen.title}</TooltipContent>
                    </Tooltip>
                  ) : (
                    link
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
