import type { OutworkerProductPrice } from '@alinhavo/domain';
import { useState } from 'react';
import { MoneyInput } from '@/components/money-input';
import { SearchInput } from '@/components/search-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { moneyFieldText } from '@/lib/field-text';
import { filterProducts, type PriceDraft } from './price-draft';
import { NoProducts, PriceProduct, PriceTable } from './price-table';

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
        {!loading && !error && items.length === 0 && <NoProducts />}
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
          <PriceTable>
            {shown.map((item) => {
              const inputId = `price-${item.productId}`;
              const message = errors[item.productId];
              return (
                <tr key={item.productId} className="[&:last-child>td]:border-b-0">
                  <td className="border-b px-3 py-2 align-middle sm:pl-4">
                    <label htmlFor={inputId} className="block min-w-0">
                      <PriceProduct item={item} />
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
                        <span id={`${inputId}-error`} role="alert" className="text-[13px] text-destructive">
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
          </PriceTable>
        )}
      </CardContent>
    </Card>
  );
}
