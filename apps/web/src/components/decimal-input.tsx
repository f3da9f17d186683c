import type { ChangeEvent, ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { maskDecimalTyping } from '@/lib/number-typing';

type DecimalInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode'> & {
  /** Decimal places the quantity takes: 0 for pieces and whole units (see unitDecimals), 2 for stock, 4 for consumption. */
  decimals: number;
};

/**
 * A quantity field in pt-BR: a comma separates the decimals ('17,5'; a typed or pasted '16.80' becomes '16,80'),
 * with no more places than `decimals`. Its value is the text the contracts' decimalSchema reads; works with
 * register or value/onChange.
 */
export function DecimalInput({ decimals, className, onChange, ...props }: DecimalInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    event.target.value = maskDecimalTyping(event.target.value, decimals);
    onChange?.(event);
  }
  return (
    <Input
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={decimals > 0 ? `0,${'0'.repeat(decimals)}` : '0'}
      className={cn('text-right tabular-nums', className)}
      {...props}
      onChange={handleChange}
    />
  );
}
