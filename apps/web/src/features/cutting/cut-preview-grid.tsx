import { type CuttingPendingBatch, formatInteger } from '@alinhavo/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ColorSwatch } from '@/features/products';
import { cn } from '@/lib/cn';

/** Pieces the cut gives per colour × size (plies × pieces per ply), each beside what the batch planned. */
export function CutPreviewGrid({
  batch,
  cells,
  total,
}: {
  batch: CuttingPendingBatch;
  cells: Map<string, number>;
  total: number;
}) {
  const planned = new Map(batch.grid.map((c) => [`${c.colorId}|${c.size}`, c.quantity]));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Peças cortadas</CardTitle>
        <CardDescription>
          Total {formatInteger(total)} de {formatInteger(batch.totalQuantity)} planejadas.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">Peças cortadas por cor e tamanho</caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 border-b bg-muted px-3 py-2 text-left font-medium text-muted-foreground"
                >
                  Cor
                </th>
                {batch.sizes.map((size) => (
                  <th
                    key={size}
                    scope="col"
                    className="border-b bg-muted px-3 py-2 text-right font-medium text-muted-foreground"
                  >
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {batch.colors.map((color) => (
                <tr key={color.id}>
                  <th scope="row" className="sticky left-0 border-b bg-card px-3 py-2 text-left font-medium">
                    <span className="inline-flex items-center gap-2 whitespace-nowrap">
                      <ColorSwatch hex={color.hex} />
                      {color.name}
                    </span>
                  </th>
                  {batch.sizes.map((size) => {
                    const key = `${color.id}|${size}`;
                    const cut = cells.get(key) ?? 0;
                    const plan = planned.get(key) ?? 0;
                    return (
                      <td key={size} className="border-b px-3 py-2 text-right">
                        <span
                          className={cn(
                            'block font-medium tabular-nums',
                            cut < plan && cut > 0 && 'text-warning',
                          )}
                        >
                          {formatInteger(cut)}
                        </span>
                        <span className="block whitespace-nowrap text-[11px] text-muted-foreground tabular-nums">
                          plan. {formatInteger(plan)}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
