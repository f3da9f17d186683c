import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { OptionSelect, type SelectOption } from '@/components/option-select';

/** The choice meaning "none"; the form holds `none.value` instead. */
const NONE = '__none';

/** A react-hook-form field shown as a select over fixed options; inside a `FormField` it is wired to the label. */
export function SelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  options,
  placeholder,
  none,
  fallback = '',
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  options: readonly SelectOption<string>[];
  placeholder?: string;
  /** A first option meaning "none" (e.g. 'Sem fornecedor'); choosing it stores `value`. */
  none?: { label: string; value: null | '' };
  /** The option shown while the field is empty. */
  fallback?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionSelect
          value={field.value || (none ? NONE : fallback)}
          onChange={(value) => field.onChange(none && value === NONE ? none.value : value)}
          onBlur={field.onBlur}
          options={none ? [{ value: NONE, label: none.label }, ...options] : options}
          placeholder={placeholder}
        />
      )}
    />
  );
}
