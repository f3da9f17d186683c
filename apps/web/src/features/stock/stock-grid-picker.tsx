import type { StockGridOption } from '@alinhavo/domain';
import { useState } from 'react';
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { useStockGrids } from './api';
import { PickerTrigger } from './stock-item-picker';
import { useDebounced } from './use-debounced';

/** '6 SKUs', '1 variação'. */
function cellsText(option: StockGridOption): string {
  const n = option.variants;
  if (option.kind === 'product') return `${n} ${n === 1 ? 'SKU' : 'SKUs'}`;
  return `${n} ${n === 1 ? 'variação' : 'variações'}`;
}

/** The entry by grid's one product or material, searched on the server like the item picker. */
export function StockGridPicker({
  value,
  onSelect,
}: {
  value: StockGridOption | null;
  onSelect: (option: StockGridOption) => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const { data, isFetching, error } = useStockGrids(q, open);
  const items = data?.items ?? [];
  const groups = [
    { heading: 'Produtos', list: items.filter((i) => i.kind === 'product') },
    { heading: 'Materiais', list: items.filter((i) => i.kind === 'material') },
  ].filter((g) => g.list.length);

  return (
    <>
      <PickerTrigger
        onClick={() => setOpen(true)}
        placeholder="Selecionar produto ou material"
        chosen={value && { title: value.name, detail: cellsText(value) }}
      />
      <CommandDialog
        open={open}
        onOpenChange={setOpen}
        title="Selecionar produto ou material"
        description="Busque pela referência ou nome do produto, ou pelo nome do material."
        commandProps={{ shouldFilter: false }}
      >
        <CommandInput value={search} onValueChange={setSearch} placeholder="Buscar produto ou material..." />
        <CommandList className="max-h-[min(60vh,380px)]">
          {error ? (
            <p className="py-6 text-center text-destructive text-sm">Erro ao buscar. Tente novamente.</p>
          ) : (
            <CommandEmpty>{isFetching ? 'Buscando...' : 'Nada encontrado.'}</CommandEmpty>
          )}
          {groups.map((group) => (
            <CommandGroup key={group.heading} heading={group.heading}>
              {group.list.map((option) => (
                <CommandItem
                  key={option.id}
                  value={option.id}
                  onSelect={() => {
                    onSelect(option);
                    setOpen(false);
                  }}
                >
                  <span className="min-w-0 flex-1 truncate">{option.name}</span>
                  <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                    {cellsText(option)}
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
