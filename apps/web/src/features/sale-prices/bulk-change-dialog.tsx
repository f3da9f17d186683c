import { formatCount, type PriceBulkChangeResult, type PriceTable } from '@alinhavo/domain';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DecimalInput } from '@/components/decimal-input';
import { OptionSelect } from '@/components/option-select';
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
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useBulkChange } from './api';
import { money } from './price-figures';
import type { PriceFilter } from './price-filters';
import { bulkChangeBody } from './price-form';

type Direction = 'raise' | 'lower';
type Scope = 'all' | 'filtered';

/**
 * Raises or lowers the prices of the whole table, or of the products the list shows now (search and filter), by a
 * percentage: 'Ver prévia' shows every price old → new; only 'Aplicar reajuste' saves, in one go.
 */
export function BulkChangeDialog({
  open,
  onOpenChange,
  table,
  q,
  filter,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  table: PriceTable;
  q: string;
  filter: PriceFilter;
}) {
  const filtered = Boolean(q || filter.api);
  const [direction, setDirection] = useState<Direction>('raise');
  const [scope, setScope] = useState<Scope>(filtered ? 'filtered' : 'all');
  const [percentText, setPercentText] = useState('');
  const [percentError, setPercentError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PriceBulkChangeResult | null>(null);
  const change = useBulkChange(table.id);

  function body(dryRun: boolean) {
    const request = bulkChangeBody({
      direction,
      percentText,
      filtered: scope === 'filtered',
      q,
      filter: filter.api,
      dryRun,
    });
    setPercentError(request.ok ? null : request.message);
    return request.ok ? request.body : null;
  }

  async function showPreview(event: FormEvent) {
    event.preventDefault();
    const request = body(true);
    if (!request) return;
    try {
      setPreview(await change.mutateAsync(request));
    } catch (error) {
      toast.error('Erro ao calcular o reajuste', { description: errorMessage(error) });
    }
  }

  async function apply() {
    const request = body(false);
    if (!request) return;
    try {
      const result = await change.mutateAsync(request);
      toast.success(`${formatCount(result.count, 'preço reajustado', 'preços reajustados')}`);
      onOpenChange(false);
    } catch (error) {
      toast.error('Erro ao aplicar o reajuste', { description: errorMessage(error) });
    }
  }

  const reset = () => setPreview(null);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Reajustar preços · {table.name}</DialogTitle>
          <DialogDescription>
            Muda por um percentual os preços dos produtos e os preços próprios dos SKUs, arredondados ao
            centavo. Nada é salvo antes de você ver a prévia e aplicar.
          </DialogDescription>
        </DialogHeader>
        <form id="bulk-change" noValidate onSubmit={showPreview} className="grid gap-4 sm:grid-cols-3">
          <FormField id="bulk-direction" label="Reajuste">
            <OptionSelect
              value={direction}
              onChange={(value) => {
                setDirection(value);
                reset();
              }}
              options={[
                { value: 'raise', label: 'Aumentar' },
                { value: 'lower', label: 'Reduzir' },
              ]}
            />
          </FormField>
          <FormField id="bulk-percent" label="Percentual (%)" required error={percentError ?? undefined}>
            <DecimalInput
              decimals={2}
              value={percentText}
              onChange={(e) => {
                setPercentText(e.target.value);
                reset();
              }}
            />
          </FormField>
          <FormField id="bulk-scope" label="Aplicar a">
            <OptionSelect
              value={scope}
              onChange={(value) => {
                setScope(value);
                reset();
              }}
              options={[
                { value: 'all', label: 'Tabela inteira' },
                ...(filtered ? [{ value: 'filtered' as const, label: 'Produtos filtrados na lista' }] : []),
              ]}
            />
          </FormField>
        </form>
        {preview && <PreviewTable preview={preview} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          {preview && preview.count > 0 ? (
            <Button type="button" onClick={apply} loading={change.isPending}>
              Aplicar reajuste ({formatCount(preview.count, 'preço', 'preços')})
            </Button>
          ) : (
            <Button type="submit" form="bulk-change" loading={change.isPending}>
              Ver prévia
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PreviewTable({ preview }: { preview: PriceBulkChangeResult }) {
  if (!preview.count) {
    return (
      <p className="text-muted-foreground text-sm">
        Nenhum preço muda: a seleção não tem preços nesta tabela.
      </p>
    );
  }
  const rest = preview.count - preview.items.length;
  return (
    <div className="grid gap-2">
      <p className="font-medium text-sm">
        Prévia: {formatCount(preview.count, 'preço muda', 'preços mudam')}
      </p>
      <div className="max-h-72 overflow-y-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Prévia do reajuste: preço atual e novo</caption>
          <thead className="sticky top-0 bg-muted text-left text-muted-foreground text-xs">
            <tr>
              <th className="px-3 py-2 font-medium">Produto</th>
              <th className="px-3 py-2 text-right font-medium">Atual → novo</th>
            </tr>
          </thead>
          <tbody>
            {preview.items.map((row) => (
              <tr key={`${row.productId}:${row.variantId ?? ''}`} className="border-t">
                <td className="px-3 py-2">
                  <span className="block font-medium">{row.name}</span>
                  <span className="block text-muted-foreground text-xs">
                    {row.reference}
                    {row.sku ? ` · SKU ${row.sku}` : ' · preço do produto'}
                  </span>
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  <span className="text-muted-foreground">{money(row.oldPriceCents)}</span>
                  <ArrowRight aria-label="passa a" className="mx-1 inline size-3.5" />
                  <span className="font-medium">{money(row.newPriceCents)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rest > 0 && (
        <p className="text-muted-foreground text-xs">
          E mais {formatCount(rest, 'preço', 'preços')} além dos listados.
        </p>
      )}
    </div>
  );
}
