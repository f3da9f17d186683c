import type { ChangeEvent, ComponentProps, FocusEvent } from 'react';
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
export function DecimalInput({ decimals, className, onChange, onFocus, ...props }: DecimalInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    event.target.value = maskDecimalTyping(event.target.value, decimals);
    onChange?.(event);
  }
  // A zero is replaced by what is typed next ('0' then 5 is 5, not 50), wherever the click put the caret; the
  // selection waits for the click to place its caret first.
  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    onFocus?.(event);
    const input = event.currentTarget;
    if (!/^[0,]*$/.test(input.value)) return;
    setTimeout(() => {
      if (document.activeElement === input) input.select();
    });
  }
  return (
    <Input
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={decimals > 0 ? `0,${'0'.repeat(decimals)}` : '0'}
      className={cn('text-right tabular-nums', className)}
      {...props}
      onChange={handleChange}
      onFocus={handleFocus}
    />
  );
}
