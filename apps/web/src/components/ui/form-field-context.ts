import * as React from 'react';

// The wiring between a `FormField` and its control, apart from form-field.tsx (label, messages): a control outside
// any form (a list's search box, a filter) loads none of those.

export type FormFieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export const FormFieldContext = React.createContext<FormFieldControlProps | null>(null);

/**
 * Kept apart from form-field.tsx (its label and messages), so a control outside any form needs only this.
 *
 * Accessibility props for the control inside a `FormField` (`id`, `aria-describedby`, `aria-invalid`,
 * `aria-required`), or `null` outside one. `Input`, `Textarea` and `SelectTrigger` apply them by
 * themselves; use this hook to wire a custom control.
 */
export function useFormFieldControl(): FormFieldControlProps | null {
  return React.useContext(FormFieldContext);
}
