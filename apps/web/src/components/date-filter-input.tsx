import { formatDateOnly, parseOrderDate } from '@alinhavo/domain';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { maskDateInput } from '@/lib/field-text';

/**
 * A date filter typed dd/mm/aaaa like the app's other date fields, with its name inside the box ('De', 'Até').
 * It reports 'yyyy-MM-dd' once the date is complete and valid, and null when emptied.
 */
export function DateFilterInput({
  prefix,
  label,
  value,
  onChange,
  className,
}: {
  prefix: string;
  /** The accessible name, e.g. 'Entrega a partir de'. */
  label: string;
  value: string | undefined;
  onChange: (iso: string | null) => void;
  className?: string;
}) {
  const [text, setText] = useState(value ? formatDateOnly(value) : '');
  useEffect(() => setText(value ? formatDateOnly(value) : ''), [value]);
  const invalid = text.length === 10 && parseOrderDate(text) === null;

  return (
    <label
      className={cn(
        'flex h-10 min-w-0 items-center gap-2 rounded-md border border-input bg-card px-3 shadow-xs',
        'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/25',
        invalid && 'border-destructive',
        className,
      )}
    >
      <span className="shrink-0 text-muted-foreground text-sm">{prefix}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={text}
        onChange={(event) => {
          const next = maskDateInput(event.target.value);
          setText(next);
          if (next === '') onChange(null);
          else if (next.length === 10) {
            const iso = parseOrderDate(next);
            if (iso) onChange(iso);
          }
        }}
        className="w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
      />
    </label>
  );
}
