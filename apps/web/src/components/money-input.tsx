import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** A money field typed in reais ('1.234,56') with an 'R$' prefix; works with react-hook-form's register. */
export function MoneyInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 text-muted-foreground text-sm"
      >
        R$
      </span>
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        className={cn('pl-10', className)}
        {...props}
      />
    </div>
  );
}
