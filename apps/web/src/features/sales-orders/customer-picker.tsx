import { formatDocument, type SalesOrderOptions } from '@alinhavo/domain';
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

type Customer = SalesOrderOptions['customers'][number];

/** A button that opens a searchable list of the active customers (name or CPF/CNPJ). */
export function CustomerPicker({
  customers,
  value,
  onSelect,
  loading,
  ref,
}: {
  customers: Customer[];
  value: string;
  onSelect: (customer: Customer) => void;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(false);
  const field = useFormFieldControl();
  const selected = customers.find((c) => c.id === value);
  return (
    <>
      <Button
        ref={ref}
        type="button"
        variant="outline"
        {...field}
        onClick={() => setOpen(true)}
        className={cn(
          'h-auto min-h-10 w-full justify-between px-3 py-2 text-left font-normal',
          !selected && 'text-muted-foreground',
          field?.['aria-invalid'] && 'border-destructive',
        )}
      >
        {selected ? (
          <span className="min-w-0">
            <span className="block truncate font-medium text-foreground">{selected.name}</span>
            {selected.documentNumber && (
              <span className="block truncate text-muted-foreground text-xs">
                {formatDocument(selected.documentNumber)}
              </span>
            )}
          </span>
        ) : (
          <span>{loading ? 'Carregando clientes...' : 'Selecionar cliente'}</span>
        )}
        <ChevronsUpDown aria-hidden="true" className="text-muted-foreground" />
      </Button>
      <CommandDialog
        open={open}
        onOpenChange={setOpen}
        title="Selecionar cliente"
        description="Busque pelo nome ou pelo CNPJ/CPF."
      >
        <CommandInput placeholder="Buscar cliente..." />
        <CommandList className="max-h-[min(60vh,360px)]">
          <CommandEmpty>Nenhum cliente ativo encontrado.</CommandEmpty>
          <CommandGroup heading="Clientes ativos">
            {customers.map((customer) => (
              <CommandItem
                key={customer.id}
                value={customer.id}
                keywords={[customer.name, customer.documentNumber ?? '']}
                onSelect={() => {
                  onSelect(customer);
                  setOpen(false);
                }}
              >
                <span className="min-w-0 flex-1 truncate">{customer.name}</span>
                {customer.documentNumber && (
                  <span className="shrink-0 text-muted-foreground text-xs">
                    {formatDocument(customer.documentNumber)}
                  </span>
                )}
              </CommandItem>
            ))}
          </CommandGroup>
        </CommandList>
      </CommandDialog>
    </>
  );
}
