import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

export type SpinnerProps = React.ComponentProps<'svg'> & {
  /** Text read by screen readers. Ignored when `aria-hidden` is set (e.g. inside a busy button). */
  label?: string;
};

/** Indeterminate loading indicator. Size it with `size-*` classes (default `size-4`). */
export function Spinner({
  className,
  label = 'Carregando',
  'aria-hidden': ariaHidden,
  ...props
}: SpinnerProps) {
  const hidden = ariaHidden === true || ariaHidden === 'true';
  return (
    <LoaderCircle
      data-slot="spinner"
      role={hidden ? undefined : 'status'}
      aria-label={hidden ? undefined : label}
      aria-hidden={hidden ? true : undefined}
      className={cn('size-4 shrink-0 animate-spin', className)}
      {...props}
    />
  );
}
