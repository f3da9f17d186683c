import { formatBRL, formatInteger, formatQuantity, type StockMovementTotals } from '@alinhavo/domain';
import { Info } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'in' | 'out' }) {
  return (
    <div className="min-w-0 rounded-lg border bg-card px-3 py-2.5 shadow-xs">
      <dt className="truncate text-muted-foreground text-xs">{label}</dt>
      <dd
        className={cn(
          'truncate font-semibold text-base tabular-nums sm:text-lg',
          tone === 'in' && 'text-success',
          tone === 'out' && 'text-destructive',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * Totals of the filtered ledger. Quantities only add up within one unit: with one material or product chosen they
 * are shown in its unit; otherwise the line count and the values in R$, and a line says how to see quantities.
 */
export function LedgerTotals({ totals }: { totals: StockMovementTotals | undefined }) {
  if (!totals) {
    return (
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {['a', 'b', 'c'].map((key) => (
          <Skeleton key={key} className="h-15" />
        ))}
      </div>
    );
  }
  const values = (
    <>
      <Figure label="Valor das entradas" value={formatBRL(totals.valueInCents)} />
      <Figure label="Valor das saídas" value={formatBRL(totals.valueOutCents)} />
    </>
  );
  if (
    totals.unit === null ||
    totals.quantityIn === null ||
    totals.quantityOut === null ||
    totals.net === null
  ) {
    return (
      <div className="grid gap-2">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Totais do período">
          <div className="col-span-2 sm:col-span-1">
            <Figure label="Lançamentos" value={formatInteger(totals.lines)} />
          </div>
          {values}
        </dl>
        <p className="flex items-start gap-1.5 text-muted-foreground text-xs">
          <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          As quantidades de entradas, saídas e saldo são somadas quando um único material ou produto é
          escolhido no filtro (unidades diferentes não se somam).
        </p>
      </div>
    );
  }
  const unit = ` ${totals.unit}`;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6" aria-label="Totais do período">
      <Figure label="Lançamentos" value={formatInteger(totals.lines)} />
      <Figure label="Entradas" value={`${formatQuantity(totals.quantityIn, 2)}${unit}`} tone="in" />
      <Figure label="Saídas" value={`${formatQuantity(totals.quantityOut, 2)}${unit}`} tone="out" />
      <Figure label="Saldo do período" value={`${formatQuantity(totals.net, 2)}${unit}`} />
      {values}
    </dl>
  );
}
