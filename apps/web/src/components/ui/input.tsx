import type * as React from 'react';
import { cn } from '@/lib/cn';
import { useFormFieldControl } from './form-field-context';

/** Text input. Inside a `FormField` it picks up `id` and the aria attributes automatically. */
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  const field = useFormFieldControl();
  return (
    <input
      type={type}
      data-slot="input"
      {...field}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
        'transition-[color,border-color,box-shadow] outline-hidden placeholder:text-muted-foreground',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        'read-only:bg-muted/60',
        'file:mr-3 file:inline-flex file:h-6 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
