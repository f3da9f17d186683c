import type * as React from 'react';
import { cn } from '@/lib/cn';

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** An icon element, e.g. `<PackageOpen />` (sized automatically). */
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Call to action, e.g. `<Button>Novo pedido</Button>`. */
  action?: React.ReactNode;
};

/** Centred "nothing here yet" block for empty lists and searches without results. */
export function EmptyState({ icon, title, description, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center px-4 py-10 text-center sm:py-14', className)}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-4 flex size-12 items-center justify-center rounded-full bg-accent text-primary [&>svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <p className="text-base leading-6 font-semibold text-foreground">{title}</p>
      {description ? (
        <p className="mt-1 max-w-sm text-sm text-balance text-muted-foreground">{description}</p>
      ) : null}
      {action ? <div className="mt-5 flex flex-wrap items-center justify-center gap-2">{action}</div> : null}
    </div>
  );
}
