import { formatBRL } from '@alinhavo/domain';
import { Tags } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useOutworkerPrices } from './api';
import { PricesLoadError } from './outworker-prices-fields';
import { NoProducts, PriceProduct, PriceTable } from './price-table';

/**
 * The read view's agreed prices: the products this workshop has a price for, by reference. The prices are
 * changed in the record's edit form ('Editar'), never here.
 */
export function OutworkerPricesView({ outworkerId, editHref }: { outworkerId: string; editHref?: string }) {
  const { data, isPending, error, refetch } = useOutworkerPrices(outworkerId);
  const items = data?.items ?? [];
  const priced = items.filter((item) => item.priceCents !== null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preços combinados por peça</CardTitle>
        <CardDescription>
          Quanto a facção recebe por peça de cada produto.
          {items.length > 0 && ` ${priced.length} de ${items.length} com preço.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {error && <PricesLoadError error={error} onRetry={() => void refetch()} />}
        {isPending && <Skeleton className="h-32 w-full" />}
        {data && items.length === 0 && <NoProducts />}
        {data && items.length > 0 && priced.length === 0 && (
          <EmptyState
            icon={<Tags />}
            title="Nenhum preço combinado ainda"
            description="Combine o preço por peça dos produtos que esta facção costura."
            action={
              editHref && (
                <Button asChild variant="outline">
                  <Link to={editHref}>Combinar preços</Link>
                </Button>
              )
            }
          />
        )}
        {priced.length > 0 && (
          <PriceTable>
            {priced.map((item) => (
              <tr key={item.productId} className="[&:last-child>td]:border-b-0">
                <td className="border-b px-3 py-2 sm:pl-4">
                  <PriceProduct item={item} />
                </td>
                <td className="border-b px-3 py-2 text-right tabular-nums sm:pr-4">
                  {formatBRL(item.priceCents ?? 0)}
                </td>
              </tr>
            ))}
          </PriceTable>
        )}
      </CardContent>
    </Card>
  );
}
