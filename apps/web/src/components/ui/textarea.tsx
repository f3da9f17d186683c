import type * as React from 'react';
import { cn } from '@/lib/cn';
import { useFormFieldControl } from './form-field-context';

/** Multi-line text input that grows with its content. Wired automatically inside a `FormField`. */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  const field = useFormFieldControl();
  return (
    <textarea
      data-slot="textarea"
      {...field}
      className={cn(
        'flex field-sizing-content min-h-20 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
        'transition-[color,border-color,box-shadow] outline-hidden placeholder:text-muted-foreground',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
