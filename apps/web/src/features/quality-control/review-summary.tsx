import {
  DEFECT_TYPE_LABELS,
  DEFECT_TYPES,
  defectTotal,
  formatInteger,
  type QualityReview,
} from '@alinhavo/domain';
import { ColorSwatch } from '@/features/products';
import { cn } from '@/lib/cn';

/** The counts of a completed review, read-only: approved, defects (by type in the title), repair. */
export function ReviewSummary({ review }: { review: QualityReview }) {
  const cells = review.cells.filter((cell) => cell.pieces > 0);
  const th = 'border-b bg-muted px-3 py-2 text-right font-medium text-muted-foreground text-xs';
  const byType = DEFECT_TYPES.filter((t) => review.totals.defectsByType[t] > 0)
    .map((t) => `${DEFECT_TYPE_LABELS[t]}: ${formatInteger(review.totals.defectsByType[t])}`)
    .join(' · ');
  return (
    <div className="grid gap-2">
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">Resultado da revisão por cor e tamanho</caption>
          <thead>
            <tr>
              <th scope="col" className={cn(th, 'text-left')}>
                Cor / Tam.
              </th>
              <th scope="col" className={th}>
                Peças
              </th>
              <th scope="col" className={th}>
                Aprovadas
              </th>
              <th scope="col" className={th}>
                Defeitos
              </th>
              <th scope="col" className={th}>
                Em conserto
              </th>
            </tr>
          </thead>
          <tbody>
            {cells.map((cell) => {
              const defects = defectTotal(cell.defects);
              const types = DEFECT_TYPES.filter((t) => cell.defects[t] > 0)
                .map((t) => `${DEFECT_TYPE_LABELS[t]}: ${cell.defects[t]}`)
                .join(', ');
              return (
                <tr key={`${cell.colorId}|${cell.size}`}>
                  <th scope="row" className="border-b px-3 py-2 text-left font-medium">
                    <span className="inline-flex items-center gap-2">
                      <ColorSwatch hex={cell.colorHex} />
                      {cell.colorName}
                      <span className="text-muted-foreground">{cell.size}</span>
                    </span>
                  </th>
                  <td className="border-b px-3 py-2 text-right tabular-nums">{formatInteger(cell.pieces)}</td>
                  <td className="border-b px-3 py-2 text-right tabular-nums">
                    {formatInteger(cell.approved)}
                  </td>
                  <td
                    className={cn(
                      'border-b px-3 py-2 text-right tabular-nums',
                      defects > 0 && 'text-destructive',
                    )}
                    title={types || undefined}
                  >
                    {formatInteger(defects)}
                  </td>
                  <td className="border-b px-3 py-2 text-right tabular-nums">{formatInteger(cell.repair)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="font-medium">
              <th scope="row" className="bg-muted px-3 py-2 text-left">
                Total
              </th>
              <td className="bg-muted px-3 py-2 text-right tabular-nums">
                {formatInteger(review.totals.pieces)}
              </td>
              <td className="bg-muted px-3 py-2 text-right tabular-nums">
                {formatInteger(review.totals.approved)}
              </td>
              <td className="bg-muted px-3 py-2 text-right text-destructive tabular-nums">
                {formatInteger(review.totals.defects)}
              </td>
              <td className="bg-muted px-3 py-2 text-right tabular-nums">
                {formatInteger(review.totals.repair)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {byType && <p className="text-muted-foreground text-sm">Defeitos — {byType}</p>}
      {review.check?.notes && <p className="text-sm">Observações: {review.check.notes}</p>}
    </div>
  );
}
