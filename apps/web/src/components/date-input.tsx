import type { ComponentProps } from 'react';
import { MaskedInput } from '@/components/masked-input';
import { maskDateInput } from '@/lib/field-text';

/** A pt-BR date field ('dd/mm/aaaa', slashes added as digits are typed); works with react-hook-form's register. */
export function DateInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  return (
    <MaskedInput
      mask={maskDateInput}
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      autoComplete="off"
      maxLength={10}
      {...props}
    />
  );
}
