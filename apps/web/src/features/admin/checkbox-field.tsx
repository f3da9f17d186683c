import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox with its label and an optional hint under it, a large touch target on phones. */
export function CheckboxField({
  id,
  label,
  hint,
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> & { id: string; label: string; hint?: React.ReactNode }) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer font-medium text-sm leading-5">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-[13px] text-muted-foreground leading-5">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
