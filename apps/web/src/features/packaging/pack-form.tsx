import { formatCount, formatInteger, type PackingDetail, packBatchInputSchema } from '@alinhavo/domain';
import { PackageCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DecimalInput } from '@/components/decimal-input';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ColorSwatch } from '@/features/products';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatStockCount } from '@/lib/stock-text';
import { usePackBatch } from './api';
import { defaultPackValues, packableCells, packItems, packKey, packRowError } from './pack-values';

/**
 * The pieces to pack per colour × size (all that is left by default), with each SKU's finished-goods stock.
 * 'Embalar' puts them in stock and shows the new balances.
 */
export function PackForm({ detail, canWrite }: { detail: PackingDetail; canWrite: boolean }) {
  const cells = packableCells(detail.cells);
  const pack = usePackBatch(detail.batch.id);
  const [values, setValues] = useState<Record<string, string>>(() => defaultPackValues(cells));
  const editable = canWrite && detail.batch.status === 'aprovado';
  const items = packItems(cells, values);
  const chosen = items?.reduce((sum, item) => sum + item.quantity, 0) ?? 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = packBatchInputSchema.safeParse({ items });
    if (!items || !body.success) return;
    try {
      const result = await pack.mutateAsync({ items });
      setValues(defaultPackValues(packableCells(result.cells)));
      const changed = result.cells.filter((cell) => items.some((i) => packKey(i) === packKey(cell)));
      toast.success(formatCount(result.packedNow, 'peça embalada', 'peças embaladas'), {
        description:
          changed.length <= 4
            ? `Estoque: ${changed.map((c) => `${c.sku} ${formatStockCount(c.stock)}`).join(' · ')}`
            : `Estoque de ${changed.length} SKUs atualizado: veja a coluna Estoque.`,
      });
      if (result.batch.status === 'embalado')
        toast.success('Lote embalado: tudo o que foi aprovado está no estoque.');
    } catch (error) {
      toast.error('Erro ao embalar', { description: errorMessage(error) });
    }
  }

  const th =
    'border-b bg-muted px-2 py-2 text-right font-medium text-muted-foreground text-xs whitespace-nowrap';
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="Embalar peças">
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">Peças aprovadas por cor e tamanho</caption>
          <thead>
            <tr>
              <th scope="col" className={cn(th, 'sticky left-0 z-10 pl-3 text-left')}>
                Cor / Tam.
              </th>
              <th scope="col" className={cn(th, 'hidden text-left sm:table-cell')}>
                SKU
              </th>
              <th scope="col" className={th}>
                Aprovadas
              </th>
              <th scope="col" className={th}>
                Embaladas
              </th>
              {editable && (
                <th scope="col" className={th}>
                  Embalar
                </th>
              )}
              <th scope="col" className={cn(th, 'pr-3')}>
                Estoque
              </th>
            </tr>
          </thead>
          <tbody>
            {cells.map((cell, index) => {
              const key = packKey(cell);
              const error = editable ? packRowError(cell, values[key]) : null;
              return (
                <tr key={key} className="align-top">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-b bg-card py-2 pr-2 pl-3 text-left font-medium"
                  >
                    <span className="inline-flex items-center gap-2">
                      <ColorSwatch hex={cell.colorHex} />
                      <span className="max-w-28 truncate">{cell.colorName}</span>
                      <span className="text-muted-foreground">{cell.size}</span>
                    </span>
                    <span className="block font-normal text-muted-foreground text-xs sm:hidden">
                      {cell.sku ?? 'Sem SKU'}
                    </span>
                  </th>
                  <td className="hidden whitespace-nowrap border-b px-2 py-2 text-muted-foreground sm:table-cell">
                    {cell.sku ?? 'Sem SKU'}
                  </td>
                  <td className="border-b px-2 py-2 text-right tabular-nums">
                    {formatInteger(cell.approved)}
                  </td>
                  <td className="border-b px-2 py-2 text-right tabular-nums">{formatInteger(cell.packed)}</td>
                  {editable && (
                    <td className="border-b px-2 py-1.5 text-right">
                      <DecimalInput
                        decimals={0}
                        data-row={index}
                        aria-label={`Embalar ${cell.colorName} ${cell.size}`}
                        aria-invalid={error ? true : undefined}
                        disabled={cell.remaining === 0}
                        value={values[key] ?? ''}
                        placeholder="0"
                        onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
                        onFocus={(event) => event.currentTarget.select()}
                        onKeyDown={(event) => {
                          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
                          const next = event.currentTarget
                            .closest('table')
                            ?.querySelector<HTMLInputElement>(
                              `input[data-row="${index + (event.key === 'ArrowDown' ? 1 : -1)}"]`,
                            );
                          if (!next) return;
                          event.preventDefault();
                          next.focus();
                        }}
                        className={cn(
                          'h-8 py-0 w-16 rounded-md border border-input bg-background px-2 text-right tabular-nums shadow-xs outline-hidden',
                          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
                          'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
                          error && 'border-destructive ring-[3px] ring-destructive/20',
                        )}
                      />
                      {error && <span className="mt-0.5 block text-destructive text-xs">{error}</span>}
                    </td>
                  )}
                  <td
                    className="border-b py-2 pr-3 pl-2 text-right font-medium tabular-nums"
                    data-testid={`stock-${cell.sku}`}
                  >
                    {formatStockCount(cell.stock)}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="font-medium">
              <th scope="row" className="sticky left-0 bg-muted py-2 pl-3 text-left">
                Total
              </th>
              <td className="hidden bg-muted sm:table-cell" />
              <td className="bg-muted px-2 py-2 text-right tabular-nums">
                {formatInteger(detail.totals.approved)}
              </td>
              <td className="bg-muted px-2 py-2 text-right tabular-nums">
                {formatInteger(detail.totals.packed)}
              </td>
              {editable && (
                <td className="bg-muted px-2 py-2 text-right tabular-nums">{formatInteger(chosen)}</td>
              )}
              <td className="bg-muted py-2 pr-3" />
            </tr>
          </tfoot>
        </table>
      </div>
      {editable && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-muted-foreground text-sm sm:mr-auto" aria-live="polite">
            {detail.totals.remaining === 0
              ? 'Nada a embalar agora.'
              : `${formatCount(detail.totals.remaining, 'peça aprovada falta', 'peças aprovadas faltam')} embalar.`}
          </p>
          <Button type="submit" loading={pack.isPending} disabled={!items}>
            <PackageCheck aria-hidden="true" />
            Embalar{chosen > 0 ? ` ${formatCount(chosen, 'peça', 'peças')}` : ''}
          </Button>
        </div>
      )}
    </form>
  );
}
