import { cellKey, formatInteger, type OrderProgress, type ProductionOrderDetail } from '@alinhavo/domain';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ColorSwatch } from '@/features/products';
import { cn } from '@/lib/cn';

type Metric = Exclude<keyof OrderProgress, 'ordered'>;

const METRICS: { key: Metric; label: string }[] = [
  { key: 'inBatches', label: 'Em lotes' },
  { key: 'cut', label: 'Cortadas' },
  { key: 'atWorkshops', label: 'Na facção' },
  { key: 'approved', label: 'Aprovadas' },
  { key: 'packed', label: 'Embaladas' },
];

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
}

/** The order's figures, then its grid with one step's pieces against the ordered ones in every cell. */
export function OrderProgressCard({ order }: { order: ProductionOrderDetail }) {
  // The furthest step any piece reached; 'Em lotes' while nothing started.
  const [metric, setMetric] = useState<Metric>(
    () => [...METRICS].reverse().find((m) => order.totals[m.key] > 0)?.key ?? 'inBatches',
  );
  const cells = new Map(order.cells.map((c) => [cellKey(c.colorId, c.size), c]));
  const colors = [
    ...order.colors,
    ...order.product.colors.filter(
      (c) => !order.colors.some((o) => o.id === c.id) && order.cells.some((cell) => cell.colorId === c.id),
    ),
  ];
  const sizes = order.product.sizes.filter((s) => order.cells.some((c) => c.size === s));
  for (const cell of order.cells) if (!sizes.includes(cell.size)) sizes.push(cell.size);
  const sum = (
    pick: (c: OrderProgress) => number,
    match: (c: { colorId: string; size: string }) => boolean,
  ) => order.cells.filter(match).reduce((total, c) => total + pick(c), 0);
  const label = METRICS.find((m) => m.key === metric)!.label.toLowerCase();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Grade e progresso</CardTitle>
        <CardDescription>Peças pedidas e o quanto já passou por cada etapa.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          <legend className="sr-only">Etapa mostrada na grade</legend>
          <div className="rounded-lg border bg-muted/40 p-3">
            <span className="block text-muted-foreground text-xs">Pedidas</span>
            <span className="block font-semibold text-xl tabular-nums">
              {formatInteger(order.totals.ordered)}
            </span>
          </div>
          {METRICS.map((m) => (
            <button
              key={m.key}
              type="button"
              aria-pressed={metric === m.key}
              onClick={() => setMetric(m.key)}
              className={cn(
                'rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40',
                metric === m.key && 'border-primary bg-primary/5',
              )}
            >
              <span className="block text-muted-foreground text-xs">{m.label}</span>
              <span className="flex items-baseline gap-1.5">
                <span className="font-semibold text-xl tabular-nums">
                  {formatInteger(order.totals[m.key])}
                </span>
                <span className="text-muted-foreground text-xs tabular-nums">
                  {percent(order.totals[m.key], order.totals.ordered)}%
                </span>
              </span>
            </button>
          ))}
        </fieldset>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Peças {label} de cada cor e tamanho, sobre as pedidas</caption>
            <thead>
              <tr className="bg-muted/50">
                <th
                  scope="col"
                  className="sticky left-0 z-10 bg-muted px-3 py-2 text-left font-medium text-muted-foreground"
                >
                  Cor
                </th>
                {sizes.map((size) => (
                  <th key={size} scope="col" className="min-w-20 px-2 py-2 text-center font-semibold">
                    {size}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right font-medium text-muted-foreground">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {colors.map((color) => (
                <tr key={color.id} className="border-t">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 max-w-40 bg-card px-3 py-2 text-left font-medium"
                  >
                    <span className="flex items-center gap-2">
                      <ColorSwatch hex={color.hex} />
                      <span className="truncate">{color.name}</span>
                    </span>
                  </th>
                  {sizes.map((size) => {
                    const cell = cells.get(cellKey(color.id, size));
                    if (!cell) {
                      return (
                        <td key={size} className="px-2 py-2 text-center text-muted-foreground">
                          –
                        </td>
                      );
                    }
                    const done = percent(cell[metric], cell.ordered);
                    return (
                      <td
                        key={size}
                        className="px-2 py-2 text-center"
                        data-testid={`cell-${color.name}-${size}`}
                      >
                        <span className="block tabular-nums">
                          <span className="font-medium">{formatInteger(cell[metric])}</span>
                          <span className="text-muted-foreground text-xs">
                            {' '}
                            / {formatInteger(cell.ordered)}
                          </span>
                        </span>
                        <span className="mx-auto mt-1 block h-1 w-12 overflow-hidden rounded-full bg-muted">
                          <span className="block h-full bg-primary" style={{ width: `${done}%` }} />
                        </span>
                      </td>
                    );
                  })}
                  <td className="px-3 py-2 text-right tabular-nums">
                    <span className="font-medium">
                      {formatInteger(
                        sum(
                          (c) => c[metric],
                          (c) => c.colorId === color.id,
                        ),
                      )}
                    </span>
                    <span className="text-muted-foreground text-xs">
                      {' '}
                      /{' '}
                      {formatInteger(
                        sum(
                          (c) => c.ordered,
                          (c) => c.colorId === color.id,
                        ),
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t bg-muted/50">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-muted px-3 py-2 text-left font-medium text-muted-foreground"
                >
                  Total
                </th>
                {sizes.map((size) => (
                  <td key={size} className="px-2 py-2 text-center tabular-nums">
                    <span className="font-medium">
                      {formatInteger(
                        sum(
                          (c) => c[metric],
                          (c) => c.size === size,
                        ),
                      )}
                    </span>
                    <span className="text-muted-foreground text-xs">
                      {' '}
                      /{' '}
                      {formatInteger(
                        sum(
                          (c) => c.ordered,
                          (c) => c.size === size,
                        ),
                      )}
                    </span>
                  </td>
                ))}
                <td className="px-3 py-2 text-right font-semibold tabular-nums">
                  {formatInteger(order.totals[metric])}
                  <span className="font-normal text-muted-foreground text-xs">
                    {' '}
                    / {formatInteger(order.totals.ordered)}
                  </span>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="text-muted-foreground text-xs">
          Cada célula mostra as peças {label} sobre as pedidas. Escolha a etapa nos quadros acima.
        </p>
      </CardContent>
    </Card>
  );
}
