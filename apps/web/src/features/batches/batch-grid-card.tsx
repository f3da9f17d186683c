import {
  type BatchDetail,
  type BatchGridCell,
  type BatchStatus,
  batchReached,
  EMPTY_MARKER,
  formatInteger,
} from '@alinhavo/domain';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ColorSwatch } from '@/features/products';

type Stage = 'planned' | 'cut' | 'approved' | 'defects' | 'repair' | 'packed';

const STAGES: { key: Stage; label: string }[] = [
  { key: 'planned', label: 'Planejado' },
  { key: 'cut', label: 'Cortado' },
  { key: 'approved', label: 'Aprovado' },
  { key: 'defects', label: 'Defeitos' },
  { key: 'repair', label: 'Conserto' },
  { key: 'packed', label: 'Embalado' },
];

/** The stage worth seeing first in each status. */
function defaultStage(status: BatchStatus): Stage {
  if (batchReached(status, 'embalado')) return 'packed';
  if (batchReached(status, 'aprovado')) return 'approved';
  if (batchReached(status, 'cortado')) return 'cut';
  return 'planned';
}

function stageValue(cell: BatchGridCell | undefined, stage: Stage): number | null {
  if (!cell) return null;
  if (stage === 'cut') return cell.cut;
  return cell[stage];
}

/** The colour × size grid with the pieces of each stage: planned, cut, approved, defects, repair, packed. */
export function BatchGridCard({ batch }: { batch: BatchDetail }) {
  const [stage, setStage] = useState<Stage>(defaultStage(batch.status));
  const cells = new Map(batch.items.map((c) => [`${c.colorId}|${c.size}`, c]));
  const at = (colorId: string, size: string) => stageValue(cells.get(`${colorId}|${size}`), stage);
  const sum = (values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);
  const rowTotal = (colorId: string) => sum(batch.sizes.map((s) => at(colorId, s)));
  const columnTotal = (size: string) => sum(batch.colors.map((c) => at(c.id, size)));
  const total = sum(batch.colors.map((c) => rowTotal(c.id)));
  const notYet = stage === 'cut' && !batchReached(batch.status, 'cortado');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Grade</CardTitle>
        <CardDescription>Peças por cor e tamanho em cada etapa.</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        <Tabs value={stage} onValueChange={(value) => setStage(value as Stage)}>
          <TabsList aria-label="Etapa">
            {STAGES.map((s) => (
              <TabsTrigger key={s.key} value={s.key}>
                {s.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">
              {STAGES.find((s) => s.key === stage)?.label} por cor e tamanho
            </caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 border-b bg-muted px-2 py-2 sm:px-3 text-left font-medium text-muted-foreground"
                >
                  Cor
                </th>
                {batch.sizes.map((size) => (
                  <th
                    key={size}
                    scope="col"
                    className="border-b bg-muted px-2 py-2 text-right sm:px-3 font-medium text-muted-foreground"
                  >
                    {size}
                  </th>
                ))}
                <th
                  scope="col"
                  className="border-b bg-muted px-2 py-2 text-right sm:px-3 font-medium text-muted-foreground"
                >
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {batch.colors.map((color) => (
                <tr key={color.id}>
                  <th
                    scope="row"
                    className="sticky left-0 border-b bg-card px-2 py-2 sm:px-3 text-left font-medium"
                  >
                    <span className="inline-flex items-center gap-2 whitespace-nowrap">
                      <ColorSwatch hex={color.hex} />
                      {color.name}
                    </span>
                  </th>
                  {batch.sizes.map((size) => {
                    const value = at(color.id, size);
                    return (
                      <td key={size} className="border-b px-2 py-2 text-right sm:px-3 tabular-nums">
                        {value === null ? (
                          <span className="text-muted-foreground">{EMPTY_MARKER}</span>
                        ) : (
                          formatInteger(value)
                        )}
                      </td>
                    );
                  })}
                  <td className="border-b px-2 py-2 text-right sm:px-3 font-medium tabular-nums">
                    {notYet ? EMPTY_MARKER : formatInteger(rowTotal(color.id))}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="sticky left-0 bg-muted px-2 py-2 sm:px-3 text-left font-medium">
                  Total
                </th>
                {batch.sizes.map((size) => (
                  <td key={size} className="bg-muted px-2 py-2 text-right sm:px-3 font-medium tabular-nums">
                    {notYet ? EMPTY_MARKER : formatInteger(columnTotal(size))}
                  </td>
                ))}
                <td className="bg-muted px-2 py-2 text-right sm:px-3 font-semibold tabular-nums">
                  {notYet ? EMPTY_MARKER : formatInteger(total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        {notYet && <p className="text-muted-foreground text-sm">O lote ainda não foi cortado.</p>}
      </CardContent>
    </Card>
  );
}
