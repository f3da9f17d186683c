import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export type SelectOption<V extends string> = { value: V; label: string };

/** A select over a fixed list of labelled options; inside a `FormField` it is wired to the label and errors. */
export function OptionSelect<V extends string>({
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  className,
  'aria-label': ariaLabel,
}: {
  /** Empty (or undefined) shows the placeholder. */
  value: V | '' | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <Select value={value ?? ''} onValueChange={(next) => onChange(next as V)}>
      <SelectTrigger onBlur={onBlur} className={className} aria-label={ariaLabel}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Options from a list of values and their labels. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
