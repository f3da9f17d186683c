import { ChevronsUpDown, X } from 'lucide-react';
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
import { useStockItems } from './api';
import { useDebounced } from './use-debounced';

type Parent = { kind: 'material' | 'product'; id: string; name: string };

/** The 'material ou produto' filter: a material (all its variations) or a product (all its SKUs). */
export function LedgerItemFilter({
  materialId,
  productId,
  kind,
  onChange,
}: {
  materialId?: string | undefined;
  productId?: string | undefined;
  kind?: 'material' | 'product' | undefined;
  onChange: (value: { materialId?: string | undefined; productId?: string | undefined }) => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const selectedId = materialId ?? productId;
  const selected = useStockItems({ materialId, productId, includeInactive: true }, Boolean(selectedId));
  const selectedName = selectedId ? (selected.data?.items[0]?.name ?? 'Carregando...') : null;
  const found = useStockItems({ q: q || undefined, kind, includeInactive: true }, open);
  const parents = new Map<string, Parent>();
  for (const item of found.data?.items ?? []) {
    const id = item.materialId ?? item.productId!;
    if (!parents.has(id)) parents.set(id, { kind: item.kind, id, name: item.name });
  }
  const groups = [
    { heading: 'Materiais', list: [...parents.values()].filter((p) => p.kind === 'material') },
    { heading: 'Produtos', list: [...parents.values()].filter((p) => p.kind === 'product') },
  ].filter((g) => g.list.length);

  return (
    <div className="flex min-w-0 items-center gap-1">
      <Button
        type="button"
        variant="outline"
        onClick={() => setOpen(true)}
        className="min-w-0 flex-1 justify-between px-3 font-normal"
        aria-label="Filtrar por material ou produto"
      >
        <span className={selectedName ? 'truncate' : 'truncate text-muted-foreground'}>
          {selectedName ?? 'Material ou produto'}
        </span>
        <ChevronsUpDown aria-hidden="true" className="text-muted-foreground" />
      </Button>
      {selectedId && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Limpar filtro de material ou produto"
          onClick={() => onChange({ materialId: undefined, productId: undefined })}
        >
          <X aria-hidden="true" />
        </Button>
      )}
      <CommandDialog
        open={open}
        onOpenChange={setOpen}
        title="Filtrar por material ou produto"
        description="Busque pelo nome do material, referência ou nome do produto."
        commandProps={{ shouldFilter: false }}
      >
        <CommandInput value={search} onValueChange={setSearch} placeholder="Buscar material ou produto..." />
        <CommandList className="max-h-[min(60vh,380px)]">
          <CommandEmpty>{found.isFetching ? 'Buscando...' : 'Nada encontrado.'}</CommandEmpty>
          {groups.map((group) => (
            <CommandGroup key={group.heading} heading={group.heading}>
              {group.list.map((parent) => (
                <CommandItem
                  key={parent.id}
                  value={parent.id}
                  onSelect={() => {
                    onChange(
                      parent.kind === 'material'
                        ? { materialId: parent.id, productId: undefined }
                        : { productId: parent.id, materialId: undefined },
                    );
                    setOpen(false);
                  }}
                >
                  <span className="truncate">{parent.name}</span>
                </CommandItem>
              ))}
            </CommandGroup>
          ))}
        </CommandList>
      </CommandDialog>
    </div>
  );
}
