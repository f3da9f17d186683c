import { EMPTY_MARKER, formatBRL, type OutworkerProductPrice } from '@alinhavo/domain';
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MoneyInput } from '@/components/money-input';
import { SearchInput } from '@/components/search-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { moneyFieldText } from '@/lib/field-text';
import { useOutworkerPrices, useSaveOutworkerPrices } from './api';
import { filterProducts, type PriceDraft, priceChanges } from './price-draft';

const SEARCH_FROM = 8;

/** The agreed price per piece of each product at this workshop (outworker_product_prices), edited as a table. */
export function OutworkerPricesCard({ outworkerId, canWrite }: { outworkerId: string; canWrite: boolean }) {
  const { data, isPending, error, refetch } = useOutworkerPrices(outworkerId);
  const save = useSaveOutworkerPrices(outworkerId);
  const [draft, setDraft] = useState<PriceDraft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');
  const items = data?.items ?? [];
  const shown = filterProducts(items, filter);
  const pending = priceChanges(items, draft);
  const changedCount = pending.changes.length;
  const priced = items.filter((item) => item.priceCents !== null).length;

  function edit(productId: string, text: string) {
    setDraft((current) => ({ ...current, [productId]: text }));
    if (errors[productId]) setErrors(({ [productId]: _, ...rest }) => rest);
  }

  async function submit() {
    const result = priceChanges(items, draft);
    if (Object.keys(result.errors).length > 0) {
      setErrors(result.errors);
      toast.error('Verifique os preços destacados.');
      return;
    }
    try {
      await save.mutateAsync({ prices: result.changes });
      setDraft({});
      setErrors({});
      toast.success(result.changes.length === 1 ? 'Preço salvo.' : `${result.changes.length} preços salvos.`);
    } catch (err) {
      toast.error('Erro ao salvar os preços', { description: errorMessage(err) });
    }
  }

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
        {error && (
          <Alert variant="destructive">
            <AlertDescription>
              Erro ao carregar os produtos: {errorMessage(error)}{' '}
              <button type="button" className="underline" onClick={() => void refetch()}>
                Tentar novamente
              </button>
            </AlertDescription>
          </Alert>
        )}
        {isPending && <Skeleton className="h-40 w-full" />}
        {!isPending && !error && items.length === 0 && (
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
                        {canWrite ? (
                          <div className="grid gap-1">
                            <MoneyInput
                              id={inputId}
                              value={value(item)}
                              onChange={(event) => edit(item.productId, event.target.value)}
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
                        ) : (
                          <span id={inputId} className="tabular-nums">
                            {item.priceCents === null ? EMPTY_MARKER : formatBRL(item.priceCents)}
                          </span>
                        )}
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
      {canWrite && items.length > 0 && (
        <CardFooter className="flex flex-wrap items-center justify-end gap-2">
          <span className="w-full text-muted-foreground text-sm sm:mr-auto sm:w-auto" aria-live="polite">
            {changedCount === 0
              ? 'Nenhuma alteração.'
              : changedCount === 1
                ? '1 preço alterado.'
                : `${changedCount} preços alterados.`}
          </span>
          <Button
            type="button"
            variant="outline"
            disabled={Object.keys(draft).length === 0 || save.isPending}
            onClick={() => {
              setDraft({});
              setErrors({});
            }}
          >
            Descartar
          </Button>
          <Button
            type="button"
            loading={save.isPending}
            disabled={changedCount === 0 && Object.keys(pending.errors).length === 0}
            onClick={submit}
          >
            Salvar preços
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
