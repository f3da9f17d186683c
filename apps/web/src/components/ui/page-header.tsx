import type * as React from 'react';
import { cn } from '@/lib/cn';

export type PageHeaderProps = Omit<React.ComponentProps<'header'>, 'title'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons for the page ("Novo pedido"…). On phones they go below the title and share the full width. */
  actions?: React.ReactNode;
};

/** Page title (`<h1>`), optional description and actions. */
export function PageHeader({ title, description, actions, className, children, ...props }: PageHeaderProps) {
  return (
    <header
      data-slot="page-header"
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between', className)}
      {...props}
    >
      <div className="min-w-0 space-y-1">
        <h1 className="text-xl leading-7 font-semibold tracking-tight text-foreground sm:text-2xl sm:leading-8">
          {title}
        </h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        {children}
      </div>
      {actions ? (
        <div className="flex shrink-0 flex-wrap items-center gap-2 *:flex-1 sm:*:flex-none">{actions}</div>
      ) : null}
    </header>
  );
}
