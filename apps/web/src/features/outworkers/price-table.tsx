import type { OutworkerProductPrice } from '@alinhavo/domain';
import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** The agreed prices as a table of products and their price per piece: read in the view, typed in the form. */
export function PriceTable({ children }: { children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-lg border">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Preço por peça de cada produto</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="h-10 border-b px-3 text-left font-medium text-[13px] sm:pl-4">
              Produto
            </th>
            <th
              scope="col"
              className="h-10 w-40 border-b px-3 text-right font-medium text-[13px] sm:w-48 sm:pr-4"
            >
              Preço por peça
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A product of the price table: its reference, name and, when so, 'Inativo'. */
export function PriceProduct({ item }: { item: OutworkerProductPrice }) {
  return (
    <>
      <span className="block font-medium tabular-nums">{item.reference}</span>
      <span className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
        {item.name}
        {item.productStatus === 'inativo' && <Badge variant="outline">Inativo</Badge>}
      </span>
    </>
  );
}

/** The company has no product yet: prices are agreed per product. */
export function NoProducts() {
  return (
    <EmptyState
      icon={<PackageOpen />}
      title="Nenhum produto cadastrado"
      description="Os preços por peça são combinados para cada produto."
      action={
        <Button asChild variant="outline">
          <Link to="/app/produtos">Ir para Produtos</Link>
        </Button>
      }
    />
  );
}
