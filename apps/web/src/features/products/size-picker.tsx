import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { parseSizeText, toggleSize } from './product-form';

/** The product's sizes as toggle chips, in order, and a field to add a size the grid does not have. */
export function SizePicker({
  id,
  options,
  value,
  onChange,
  onAdd,
  invalid,
}: {
  id: string;
  options: string[];
  value: string[];
  onChange: (sizes: string[]) => void;
  onAdd: (sizes: string[]) => void;
  invalid?: boolean;
}) {
  const [extra, setExtra] = useState('');

  function add() {
    const added = parseSizeText(extra);
    if (added.length === 0) return;
    onAdd(added);
    setExtra('');
  }

  return (
    <div className="grid gap-2">
      <fieldset
        id={id}
        aria-label="Tamanhos do produto"
        aria-invalid={invalid || undefined}
        className={cn(
          'flex flex-wrap gap-1.5 rounded-md',
          invalid && 'ring-2 ring-destructive/40 ring-offset-2',
        )}
      >
        {options.map((size) => {
          const selected = value.includes(size);
          return (
            <button
              key={size}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(toggleSize(value, size, options))}
              className={cn(
                'h-9 min-w-10 rounded-md border px-2.5 font-medium text-sm tabular-nums transition-colors',
                'outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40',
                selected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-card text-muted-foreground line-through hover:bg-accent',
              )}
            >
              {size}
            </button>
          );
        })}
      </fieldset>
      <div className="flex max-w-xs gap-2">
        <Input
          value={extra}
          onChange={(e) => setExtra(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          placeholder="Outro tamanho (ex.: XG)"
          aria-label="Adicionar tamanho"
          autoComplete="off"
        />
        <Button type="button" variant="outline" onClick={add} aria-label="Adicionar tamanho">
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
