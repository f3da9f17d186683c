import type { StockItemOption } from '@alinhavo/domain';
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
import { useStockItems } from './api';
import { formatStockQuantity } from './format';
import { useDebounced } from './use-debounced';

export function itemTitle(option: Pick<StockItemOption, 'name' | 'variantLabel' | 'kind'>): string {
  const detail = option.kind === 'material' && option.variantLabel === 'Padrão' ? null : option.variantLabel;
  return detail ? `${option.name} · ${detail}` : option.name;
}

/**
 * The button of a picker inside a FormField (wired to its label and error): what was chosen, on two lines, or the
 * placeholder.
 */
export function PickerTrigger({
  chosen,
  placeholder,
  onClick,
  onBlur,
}: {
  chosen: { title: string; detail: string } | null | undefined;
  placeholder: string;
  onClick: () => void;
  onBlur?: (() => void) | undefined;
}) {
  const field = useFormFieldControl();
  return (
    <Button
      type="button"
      variant="outline"
      {...field}
      onClick={onClick}
      onBlur={onBlur}
      className={cn(
        'h-auto min-h-10 w-full justify-between px-3 py-2 text-left font-normal',
        !chosen && 'text-muted-foreground',
        field?.['aria-invalid'] && 'border-destructive',
      )}
    >
      {chosen ? (
        <span className="grid min-w-0">
          <span className="truncate">{chosen.title}</span>
          <span className="truncate text-muted-foreground text-xs">{chosen.detail}</span>
        </span>
      ) : (
        <span className="truncate">{placeholder}</span>
      )}
      <ChevronsUpDown aria-hidden="true" className="text-muted-foreground" />
    </Button>
  );
}

/**
 * A button that opens a searchable list of stock items (material variations and SKUs) with their balances;
 * the search runs on the server, so it scales to large catalogues.
 */
export function StockItemPicker({
  value,
  onSelect,
  onBlur,
  kind,
  initialSearch = '',
  placeholder = 'Selecionar item',
}: {
  value: StockItemOption | null | undefined;
  onSelect: (option: StockItemOption) => void;
  onBlur?: () => void;
  kind?: 'material' | 'product' | undefined;
  initialSearch?: string;
  placeholder?: string;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState(initialSearch);
  const q = useDebounced(search.trim());
  const { data, isFetching, error } = useStockItems({ q: q || undefined, kind }, open);
  const items = data?.items ?? [];
  const groups = [
    { heading: 'Materiais', list: items.filter((i) => i.kind === 'material') },
    { heading: 'Produtos (SKU)', list: items.filter((i) => i.kind === 'product') },
  ].filter((g) => g.list.length);

  return (
    <>
      <PickerTrigger
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        placeholder={placeholder}
        chosen={
          value && {
            title: itemTitle(value),
            detail: `${value.sku ? `${value.sku} · ` : ''}Saldo ${formatStockQuantity(value.stock, value.unit)}`,
          }
        }
      />
      <CommandDialog
        open={open}
        onOpenChange={setOpen}
        title="Selecionar item de estoque"
        description="Busque pelo material, cor, referência ou SKU."
        commandProps={{ shouldFilter: false }}
      >
        <CommandInput
          value={search}
          onValueChange={setSearch}
          placeholder="Buscar material, cor, referência ou SKU..."
        />
        <CommandList className="max-h-[min(60vh,380px)]">
          {error ? (
            <p className="py-6 text-center text-destructive text-sm">
              Erro ao buscar itens. Tente novamente.
            </p>
          ) : (
            <CommandEmpty>{isFetching ? 'Buscando...' : 'Nenhum item encontrado.'}</CommandEmpty>
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
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate">{itemTitle(option)}</span>
                    {option.sku && (
                      <span className="truncate text-muted-foreground text-xs">{option.sku}</span>
                    )}
                  </span>
                  <span
                    className={cn(
                      'shrink-0 text-xs tabular-nums',
                      option.belowMinimum ? 'font-medium text-destructive' : 'text-muted-foreground',
                    )}
                  >
                    {formatStockQuantity(option.stock, option.unit)}
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
