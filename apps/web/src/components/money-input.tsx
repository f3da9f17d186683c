import type { ChangeEvent, ClipboardEvent, ComponentProps, MouseEvent } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { moneyFieldText } from '@/lib/field-text';
import { maskMoneyTyping, parsePastedMoney } from '@/lib/number-typing';

/** Puts text in the field the way typing would, so React's onChange (and react-hook-form's register) sees it. */
function replaceFieldText(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A money field in reais with an 'R$' prefix: digits fill the centavos from the right (0,00 → 1,29 → 12,99),
 * backspace drops the last digit, and pasted text in any common style ('129.90', 'R$ 1.234,56') is understood.
 * Its value is pt-BR text ('1.234,56') that the contracts' centsSchema reads; works with register or value/onChange.
 */
export function MoneyInput({
  className,
  onChange,
  onPaste,
  onClick,
  showCurrency = true,
  ...props
}: ComponentProps<'input'> & {
  /** Off in narrow grid cells whose label already says R$. */
  showCurrency?: boolean;
}) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const deleting = (event.nativeEvent as Partial<InputEvent>).inputType?.startsWith('delete') ?? false;
    event.target.value = maskMoneyTyping(event.target.value, deleting);
    onChange?.(event);
  }
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    event.preventDefault();
    const cents = parsePastedMoney(event.clipboardData.getData('text'));
    if (cents !== null) replaceFieldText(event.currentTarget, moneyFieldText(cents));
  }
  // Digits fill from the right: a click anywhere puts the caret after the last one (a dragged selection stays).
  function handleClick(event: MouseEvent<HTMLInputElement>) {
    onClick?.(event);
    const input = event.currentTarget;
    if (input.selectionStart === input.selectionEnd)
      input.setSelectionRange(input.value.length, input.value.length);
  }
  return (
    <div className="relative">
      {showCurrency && (
        <span
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 text-muted-foreground text-sm"
        >
          R$
        </span>
      )}
      <Input
        inputMode="numeric"
        autoComplete="off"
        placeholder="0,00"
        className={cn(showCurrency && 'pl-10', 'text-right tabular-nums', className)}
        {...props}
        onChange={handleChange}
        onPaste={handlePaste}
        onClick={handleClick}
      />
    </div>
  );
}
