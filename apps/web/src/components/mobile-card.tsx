import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The round icon at the start of a list row's phone card. */
export function MobileCardIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}

/**
 * A list row on phones (DataTable's `mobileCard`): a round icon, the name with its badges, a muted line under it,
 * anything else below, and `aside` (a menu, a status) at the end.
 */
export function MobileCard({
  icon,
  title,
  badges,
  subtitle,
  aside,
  children,
}: {
  icon: LucideIcon;
  title: string;
  badges?: ReactNode;
  subtitle: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <MobileCardIcon icon={icon} />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate font-medium">{title}</span>
          {badges}
        </span>
        <span className="block truncate text-muted-foreground text-sm">{subtitle}</span>
        {children}
      </span>
      {aside}
    </div>
  );
}
