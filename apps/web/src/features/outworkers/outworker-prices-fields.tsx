import type { OutworkerProductPrice } from '@alinhavo/domain';
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MoneyInput } from '@/components/money-input';
import { SearchInput } from '@/components/search-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { moneyFieldText } from '@/lib/field-text';
import { filterProducts, type PriceDraft } from './price-draft';

const SEARCH_FROM = 8;

export function PricesLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>
        Erro ao carregar os produtos: {errorMessage(error)}{' '}
        <button type="button" className="underline" onClick={onRetry}>
          Tentar novamente
        </button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The edit form's agreed prices (outworker_product_prices): every product with its price typed in a table. What is
 * typed stays in `draft` until the form's one 'Salvar alterações' sends the changes with the record.
 */
export function OutworkerPricesFields({
  items,
  loading,
  error,
  onRetry,
  draft,
  errors,
  onEdit,
}: {
  items: readonly OutworkerProductPrice[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  draft: PriceDraft;
  errors: Record<string, string>;
  onEdit: (productId: string, text: string) => void;
}) {
  const [filter, setFilter] = useState('');
  const shown = filterProducts(items, filter);
  const priced = items.filter((item) => item.priceCents !== null).length;
  const value = (item: OutworkerProductPrice) => draft[item.productId] ?? moneyFieldText(item.priceCents);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preços combinados por peça</CardTitle>
        <CardDescription>
          Quanto a facção recebe por peça de cada produto; deixe em branco o que ela não faz.
          {items.length > 0 && ` ${priced} de ${items.length} com preço.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {Boolean(error) && <PricesLoadError error={error} onRetry={onRetry} />}
        {loading && <Skeleton className="h-40 w-full" />}
        {!loading && !error && items.length === 0 && (
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
        )}
        {items.length >= SEARCH_FROM && (
          <SearchInput
            value={filter}
            onChange={setFilter}
            placeholder="Filtrar por referência ou nome"
            label="Filtrar produtos"
            className="sm:max-w-xs"
          />
        )}
        {items.length > 0 && (
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
              <tbody>
                {shown.map((item) => {
                  const inputId = `price-${item.productId}`;
                  const message = errors[item.productId];
                  return (
                    <tr key={item.productId} className="[&:last-child>td]:border-b-0">
                      <td className="border-b px-3 py-2 align-middle sm:pl-4">
                        <label htmlFor={inputId} className="block min-w-0">
                          <span className="block font-medium tabular-nums">{item.reference}</span>
                          <span className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
                            {item.name}
                            {item.productStatus === 'inativo' && <Badge variant="outline">Inativo</Badge>}
                          </span>
                        </label>
                      </td>
                      <td className="border-b px-3 py-2 text-right align-middle sm:pr-4">
                        <div className="grid gap-1">
                          <MoneyInput
                            id={inputId}
                            value={value(item)}
                            onChange={(event) => onEdit(item.productId, event.target.value)}
                            aria-invalid={message ? true : undefined}
                            aria-describedby={message ? `${inputId}-error` : undefined}
                            placeholder="Sem preço"
                            className="text-right"
                          />
                          {message && (
                            <span
                              id={`${inputId}-error`}
                              role="alert"
                              className="text-[13px] text-destructive"
                            >
                              {message}
                            </span>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
                {shown.length === 0 && (
                  <tr>
                    <td colSpan={2} className="px-4 py-6 text-center text-muted-foreground">
                      Nenhum produto corresponde a “{filter}”.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
