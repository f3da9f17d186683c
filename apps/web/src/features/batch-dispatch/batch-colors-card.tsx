import { type BatchDispatch, formatInteger } from '@alinhavo/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type Batch = BatchDispatch['batch'];

/** The batch's colours with their pieces per size (cut pieces once cut): what the workshop will sew. */
export function ColorGridTable({ batch, compact = false }: { batch: Batch; compact?: boolean }) {
  const sizes = batch.sizes.map((s) => s.size);
  const cell = compact ? 'px-2 py-1' : 'px-3 py-2';
  return (
    <table className="w-full border-collapse text-sm tabular-nums">
      <thead>
        <tr className="border-b text-left text-muted-foreground text-xs">
          <th scope="col" className={`${cell} font-medium`}>
            Cor
          </th>
          {sizes.map((size) => (
            <th key={size} scope="col" className={`${cell} text-right font-medium`}>
              {size}
            </th>
          ))}
          <th scope="col" className={`${cell} text-right font-medium`}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {batch.colors.map((color) => (
          <tr key={color.colorId} className="border-b last:border-b-0">
            <th scope="row" className={`${cell} text-left font-medium`}>
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-full border"
                  style={{ background: color.hex ?? 'transparent' }}
                />
                {color.colorName}
              </span>
            </th>
            {sizes.map((size) => (
              <td key={size} className={`${cell} text-right`}>
                {formatInteger(color.sizes.find((s) => s.size === size)?.quantity ?? 0)}
              </td>
            ))}
            <td className={`${cell} text-right font-semibold`}>{formatInteger(color.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t text-muted-foreground">
          <th scope="row" className={`${cell} text-left font-medium`}>
            Total
          </th>
          {batch.sizes.map((s) => (
            <td key={s.size} className={`${cell} text-right`}>
              {formatInteger(s.quantity)}
            </td>
          ))}
          <td className={`${cell} text-right font-semibold text-foreground`}>
            {formatInteger(batch.colors.reduce((sum, color) => sum + color.quantity, 0))}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

export function BatchColorsCard({ batch, className }: { batch: Batch; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Cores e quantidades</CardTitle>
        <CardDescription>
          {batch.status === 'aguardando_corte' ? 'Peças planejadas' : 'Peças cortadas'} por cor e tamanho.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <ColorGridTable batch={batch} />
      </CardContent>
    </Card>
  );
}
