import { formatCount, type ProductionOrderProductOption } from '@alinhavo/domain';
import { ChevronsUpDown } from 'lucide-react';
import { type Ref, useState } from 'react';
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

type Props = {
  products: ProductionOrderProductOption[];
  value: string;
  onSelect: (product: ProductionOrderProductOption) => void;
  onBlur?: () => void;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** A button (Enter or Space opens it) with a searchable list of the products an order can be made of. */
export function ProductPicker({ products, value, onSelect, onBlur, loading, ref }: Props) {
  const [open, setOpen] = useState(false);
  const field = useFormFieldControl();
  const selected = products.find((p) => p.id === value);

  return (
    <>
      <Button
        ref={ref}
        type="button"
        variant="outline"
        {...field}
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        className={cn(
          'h-auto min-h-10 w-full justify-between px-3 py-2 text-left font-normal',
          !selected && 'text-muted-foreground',
          field?.['aria-invalid'] && 'border-destructive',
        )}
      >
        {selected ? (
          <span className="min-w-0">
            <span className="block truncate font-medium text-foreground">{selected.name}</span>
            <span className="block truncate text-muted-foreground text-xs">
              {selected.reference} · {formatCount(selected.colors.length, 'cor', 'cores')} ·{' '}
              {selected.sizes.join(' ')}
            </span>
          </span>
        ) : (
          <span>{loading ? 'Carregando produtos...' : 'Selecionar produto'}</span>
        )}
        <ChevronsUpDown aria-hidden="true" className="text-muted-foreground" />
      </Button>
      <CommandDialog
        open={open}
        onOpenChange={setOpen}
        title="Selecionar produto"
        description="Busque pela referência ou pelo nome do produto."
      >
        <CommandInput placeholder="Buscar produto..." />
        <CommandList className="max-h-[min(60vh,360px)]">
          <CommandEmpty>Nenhum produto ativo encontrado.</CommandEmpty>
          <CommandGroup heading="Produtos ativos">
            {products.map((product) => (
              <CommandItem
                key={product.id}
                value={product.id}
                keywords={[product.name, product.reference]}
                onSelect={() => {
                  onSelect(product);
                  setOpen(false);
                }}
              >
                <span className="min-w-0 flex-1 truncate">{product.name}</span>
                <span className="shrink-0 text-muted-foreground text-xs">{product.reference}</span>
              </CommandItem>
            ))}
          </CommandGroup>
        </CommandList>
      </CommandDialog>
    </>
  );
}
