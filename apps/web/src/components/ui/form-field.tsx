import { CircleAlert } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/cn';
import { FormFieldContext, type FormFieldControlProps } from './form-field-context';
import { Label } from './label';

export { useFormFieldControl } from './form-field-context';

export type FormFieldProps = {
  /** The control's id: the label points to it and the hint/error ids derive from it. */
  id: string;
  label: React.ReactNode;
  /** Validation message (e.g. `errors.nome?.message` from react-hook-form). */
  error?: string | undefined;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
  /** The control: `Input`, `Textarea`, `Select`… (wired automatically) or a custom control. */
  children: React.ReactNode;
};

/** Label + control + optional hint + inline error, with ids and aria attributes wired together. */
export function FormField({ id, label, error, hint, required = false, className, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  const control = React.useMemo<FormFieldControlProps>(
    () => ({
      id,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(error ? { 'aria-invalid': true as const } : {}),
      ...(required ? { 'aria-required': true as const } : {}),
    }),
    [id, describedBy, error, required],
  );

  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn('grid gap-1.5', className)}
    >
      <Label htmlFor={id}>
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="font-normal text-muted-foreground">
              *
            </span>
            <span className="sr-only">(obrigatório)</span>
          </>
        ) : null}
      </Label>
      <FormFieldContext.Provider value={control}>{children}</FormFieldContext.Provider>
      {hint ? (
        <p id={hintId} className="text-[13px] leading-5 text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-1.5 text-[13px] leading-5 text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
