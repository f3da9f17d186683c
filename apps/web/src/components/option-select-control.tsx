import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import type { OptionSelectProps } from './option-select';

/** OptionSelect's real control (Radix), loaded when the member reaches the light stand-in of option-select.tsx. */
export function OptionSelectControl<V extends string>({
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  className,
  'aria-label': ariaLabel,
  defaultOpen,
  autoFocus,
}: OptionSelectProps<V> & { defaultOpen: boolean; autoFocus: boolean }) {
  return (
    <Select value={value ?? ''} defaultOpen={defaultOpen} onValueChange={(next) => onChange(next as V)}>
      <SelectTrigger onBlur={onBlur} className={className} aria-label={ariaLabel} autoFocus={autoFocus}>
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
