import type { ChangeEvent, ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** An input that re-masks its text as the person types (CPF/CNPJ, phone, CEP); works with react-hook-form's register. */
export function MaskedInput({
  mask,
  onChange,
  ...props
}: ComponentProps<'input'> & { mask: (value: string) => string }) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    event.target.value = mask(event.target.value);
    onChange?.(event);
  }
  return <Input {...props} onChange={handleChange} />;
}
