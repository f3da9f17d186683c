import {
  EMPTY_MARKER,
  type PriceProductRow,
  type PriceSkuList,
  type PriceTable,
  priceFigures,
} from '@alinhavo/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useSavePrices, useSkuPrices } from './api';
import { BelowCostBadge, money, PercentText, PriceText } from './price-figures';
import { centsOf, initialPriceTexts, type PriceTexts, pricesToSave } from './price-form';

/**
 * A product's prices in one table: its own price (for every SKU) and, per colour × size, a price of the SKU's own
 * that overrides it (left empty, the SKU sells at the product's). Markup and margin follow what is typed.
 */
export function ProductPricesDialog({
  open,
  onOpenChange,
  table,
  product,
  canWrite,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  table: PriceTable;
  product: PriceProductRow;
  canWrite: boolean;
}) {
  const { data, isPending, error } = useSkuPrices(table.id, product.productId);
  const save = useSavePrices(table.id);
  const [texts, setTexts] = useState<PriceTexts | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  useEffect(() => {
    if (data && !texts) setTexts(initialPriceTexts(data));
  }, [data, texts]);

  const cost = data?.cost ?? null;
  const productCents = texts ? centsOf(texts.product) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!data || !texts) return;
    const request = pricesToSave(product.productId, data, texts);
    if (!request.ok) return setFieldError(request.message);
    setFieldError(null);
    try {
      const result = await save.mutateAsync(request.body);
      toast.success(result.changed ? 'Preços salvos' : 'Nenhum preço mudou');
      onOpenChange(false);
    } catch (failure) {
      toast.error('Erro ao salvar os preços', { description: errorMessage(failure) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {product.name} · {table.name}
          </DialogTitle>
          <DialogDescription>
            {product.reference} · custo unitário {money(data?.cost?.unitCostCents ?? product.unitCostCents)}.
            O preço do produto vale para todos os SKUs; preencha um SKU só se ele tiver preço diferente.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p className="text-destructive text-sm">{errorMessage(error)}</p>
        ) : isPending || !texts || !data ? (
          <Skeleton className="h-40" />
        ) : (
          <form id="product-prices" noValidate onSubmit={submit} className="grid gap-4">
            <FormField id="product-price" label="Preço do produto" error={fieldError ?? undefined}>
              <MoneyInput
                value={texts.product}
                readOnly={!canWrite}
                onChange={(e) => setTexts({ ...texts, product: e.target.value })}
                className="sm:max-w-48"
              />
            </FormField>
            {productCents !== undefined && productCents !== null && cost && (
              <FiguresLine cents={productCents} cost={cost} />
            )}
            <SkuTable
              data={data}
              texts={texts}
              canWrite={canWrite}
              productCents={productCents ?? null}
              cost={cost}
              onChange={(id, text) => setTexts({ ...texts, skus: { ...texts.skus, [id]: text } })}
            />
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {canWrite ? 'Cancelar' : 'Fechar'}
          </Button>
          {canWrite && (
            <Button type="submit" form="product-prices" loading={save.isPending} disabled={!texts}>
              Salvar preços
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type Cost = { unitCostCents: number; taxesPercent: string; feesPercent: string };

function FiguresLine({ cents, cost }: { cents: number; cost: Cost }) {
  const figures = priceFigures(cents, cost);
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm">
      <span>
        Markup <PercentText value={figures.markupPercent} belowCost={figures.belowCost} />
      </span>
      <span>
        Margem <PercentText value={figures.marginPercent} belowCost={figures.belowCost} />
      </span>
      {figures.belowCost && <BelowCostBadge />}
    </p>
  );
}

function SkuTable({
  data,
  texts,
  canWrite,
  productCents,
  cost,
  onChange,
}: {
  data: PriceSkuList;
  texts: PriceTexts;
  canWrite: boolean;
  productCents: number | null;
  cost: Cost | null;
  onChange: (variantId: string, text: string) => void;
}) {
  if (!data.items.length)
    return <p className="text-muted-foreground text-sm">Este produto ainda não tem SKUs.</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">Preços por SKU (cor × tamanho)</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground text-xs">
          <tr>
            <th className="px-2 py-2 sm:px-3 font-medium">SKU</th>
            <th className="px-2 py-2 sm:px-3 font-medium">Preço próprio</th>
            <th className="px-2 py-2 sm:px-3 text-right font-medium">Vende a</th>
            <th className="hidden px-2 py-2 sm:px-3 text-right font-medium sm:table-cell">Margem</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((row) => {
            const own = centsOf(texts.skus[row.variantId] ?? '');
            const effective = own === null || own === undefined ? productCents : own;
            const figures = priceFigures(effective, cost);
            return (
              <tr key={row.variantId} className="border-t">
                <td className="px-2 py-2 sm:px-3">
                  <span className="block whitespace-nowrap font-medium">
                    {row.colorName ?? 'Sem cor'} · {row.size}
                  </span>
                  <span className="block break-all text-muted-foreground text-xs">
                    {row.sku}
                    {row.status === 'inativo' ? ' · Inativo' : ''}
                  </span>
                </td>
                <td className="px-2 py-2 sm:px-3">
                  <MoneyInput
                    aria-label={`Preço próprio de ${row.sku}`}
                    value={texts.skus[row.variantId] ?? ''}
                    // Empty: the SKU sells at the product's price ('Vende a' shows it); '—' says so.
                    placeholder={EMPTY_MARKER}
                    readOnly={!canWrite}
                    onChange={(e) => onChange(row.variantId, e.target.value)}
                    className="w-24 sm:w-36"
                  />
                </td>
                <td className="px-2 py-2 sm:px-3 text-right">
                  <PriceText cents={effective} belowCost={figures.belowCost} />
                  {figures.belowCost && (
                    <span className="block text-destructive text-xs">abaixo do custo</span>
                  )}
                </td>
                <td className="hidden px-2 py-2 sm:px-3 text-right sm:table-cell">
                  <PercentText value={figures.marginPercent} belowCost={figures.belowCost} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
