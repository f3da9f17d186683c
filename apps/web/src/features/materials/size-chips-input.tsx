import { parseSizeList } from '@alinhavo/domain';
import { X } from 'lucide-react';
import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { useFormFieldControl } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { addSizes } from './size-list';

/**
 * Sizes as chips: type one and press Enter (or comma), or paste a whole grid ('P M G GG', '36, 38, 40').
 * A size may hold spaces ('15 cm') when typed one at a time.
 */
export function SizeChipsInput({
  sizes,
  onChange,
  placeholder,
}: {
  sizes: string[];
  onChange: (sizes: string[]) => void;
  placeholder?: string;
}) {
  const field = useFormFieldControl();
  const [draft, setDraft] = useState('');

  function commit() {
    if (!draft.trim()) return;
    onChange(addSizes(sizes, [draft]));
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !draft && sizes.length) {
      onChange(sizes.slice(0, -1));
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (!/[\s,;]/.test(text.trim())) return;
    event.preventDefault();
    onChange(addSizes(sizes, parseSizeList(text)));
  }

  return (
    <div
      className={cn(
        'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-card px-2 py-1.5 shadow-xs',
        'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/25',
        field?.['aria-invalid'] && 'border-destructive',
      )}
    >
      {sizes.map((size) => (
        <span
          key={size}
          className="inline-flex h-7 items-center gap-1 rounded-full bg-secondary pr-1 pl-2.5 font-medium text-secondary-foreground text-sm"
        >
          {size}
          <button
            type="button"
            aria-label={`Remover tamanho ${size}`}
            onClick={() => onChange(sizes.filter((s) => s !== size))}
            className="flex size-5 items-center justify-center rounded-full hover:bg-black/10"
          >
            <X aria-hidden="true" className="size-3" />
          </button>
        </span>
      ))}
      <input
        {...field}
        value={draft}
        autoComplete="off"
        enterKeyHint="done"
        placeholder={sizes.length ? '' : placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={commit}
        className="h-7 min-w-24 flex-1 bg-transparent px-1 text-base outline-hidden placeholder:text-muted-foreground md:text-sm"
      />
    </div>
  );
}
