import { formatBRL, MATERIAL_CATEGORY_LABELS, type ProductCostMaterialOption } from '@alinhavo/domain';
import { ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { useFormFieldControl } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

const CATEGORY_LABELS = MATERIAL_CATEGORY_LABELS as Record<string, string>;

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category;
}

/** A button that opens a searchable list of the company's materials, grouped by category. */
export function MaterialPicker({
  materials,
  value,
  fallbackName,
  onSelect,
  onBlur,
  disabled,
}: {
  materials: ProductCostMaterialOption[];
  value: string;
  /** The name to show when the chosen material is no longer offered (inactive). */
  fallbackName?: string | undefined;
  onSelect: (material: ProductCostMaterialOption) => void;
  onBlur?: () => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const field = useFormFieldControl();
  const selected = materials.find((m) => m.id === value);
  const label = selected?.name ?? (value ? (fallbackName ?? 'Material indisponível') : null);
  const groups = new Map<string, ProductCostMaterialOption[]>();
  for (const material of materials) {
    const list = groups.get(material.category) ?? [];
    list.push(material);
    groups.set(material.category, list);
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        {...field}
        disabled={disabled}
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        className={cn(
          'w-full justify-between px-3 font-normal',
          !label && 'text-muted-foreground',
          field?.['aria-invalid'] && 'border-destructive',
        )}
      >
        <span className="truncate">{label ?? 'Selecionar material'}</span>
        <ChevronsUpDown aria-hidden="true" className="text-muted-foreground" />
      </Button>
      <CommandDialog
        open={open}
        onOpenChange={setOpen}
        title="Selecionar material"
        description="Busque pelo nome ou pela categoria do material."
      >
        <CommandInput placeholder="Buscar material..." />
        <CommandList className="max-h-[min(60vh,360px)]">
          <CommandEmpty>Nenhum material encontrado.</CommandEmpty>
          {[...groups.entries()].map(([category, list]) => (
            <CommandGroup key={category} heading={categoryLabel(category)}>
              {list.map((material) => (
                <CommandItem
                  key={material.id}
                  value={material.id}
                  keywords={[material.name, categoryLabel(category)]}
                  onSelect={() => {
                    onSelect(material);
                    setOpen(false);
                  }}
                >
                  <span className="min-w-0 flex-1 truncate">{material.name}</span>
                  <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                    {material.lastCostCents === null
                      ? `sem custo / ${material.unit}`
                      : `${formatBRL(material.lastCostCents)} / ${material.unit}`}
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          ))}
        </CommandList>
      </CommandDialog>
    </>
  );
}
