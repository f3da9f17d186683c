import type { Color } from '@alinhavo/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { ToggleChip } from '@/components/toggle-chip';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ColorDialog } from './color-dialog';
import { ColorSwatch } from './color-swatch';

/**
 * Picks the product's colours: each colour a toggle chip with its swatch; the order of the clicks is the
 * order of the colours on the product. A new colour can be registered without leaving the form.
 */
export function ColorPicker({
  id,
  colors,
  value,
  onChange,
  invalid,
  canCreate,
}: {
  id: string;
  colors: Color[];
  value: string[];
  onChange: (ids: string[]) => void;
  invalid?: boolean;
  canCreate: boolean;
}) {
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  const term = filter.trim().toLowerCase();
  const shown = term
    ? colors.filter((c) => c.name.toLowerCase().includes(term) || c.code?.toLowerCase().includes(term))
    : colors;

  function toggle(colorId: string) {
    onChange(value.includes(colorId) ? value.filter((v) => v !== colorId) : [...value, colorId]);
  }

  return (
    <div className="grid gap-2">
      {colors.length > 12 && (
        <SearchInput value={filter} onChange={setFilter} placeholder="Filtrar cores" label="Filtrar cores" />
      )}
      <fieldset
        id={id}
        aria-label="Cores do produto"
        aria-invalid={invalid || undefined}
        className={cn(
          'flex flex-wrap gap-2 rounded-md',
          invalid && 'ring-2 ring-destructive/40 ring-offset-2',
        )}
      >
        {shown.map((color) => (
          <ToggleChip key={color.id} selected={value.includes(color.id)} onToggle={() => toggle(color.id)}>
            <ColorSwatch hex={color.hex} />
            {color.name}
          </ToggleChip>
        ))}
        {colors.length === 0 && (
          <p className="text-muted-foreground text-sm">Nenhuma cor cadastrada ainda.</p>
        )}
        {canCreate && (
          <Button type="button" variant="ghost" size="sm" className="h-9" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Nova cor
          </Button>
        )}
      </fieldset>
      {canCreate && (
        <ColorDialog
          open={creating}
          onOpenChange={setCreating}
          onSaved={(color) => onChange([...value, color.id])}
        />
      )}
    </div>
  );
}
