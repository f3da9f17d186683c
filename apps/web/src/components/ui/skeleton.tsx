import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Placeholder block shown while content loads. Size it with `h-*`/`w-*`. Hidden from screen readers. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-foreground/8', className)}
      {...props}
    />
  );
}
