import type { BatchColor } from '@alinhavo/domain';
import { formatInteger } from '@alinhavo/domain';
import type { KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DecimalInput } from '@/components/decimal-input';
import { ColorSwatch } from '@/features/products';
import { cn } from '@/lib/cn';
import { cellPieces, type GridFormCell } from './batch-grid-form';

type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
const ARROWS = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const STEP: Record<ArrowKey, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The colour × size table of a new batch: one whole-number field per cell the order has, prefilled with its
 * balance ('de 12' below). Tab goes along the row; the arrow keys move between cells like a spreadsheet.
 */
export function BatchGridInput({
  colors,
  sizes,
  cells,
  values,
  field,
  errors,
  idPrefix,
}: {
  colors: BatchColor[];
  sizes: string[];
  cells: GridFormCell[];
  /** The texts typed now, by cell index (for the totals). */
  values: string[];
  /** react-hook-form's register of the cell's quantity. */
  field: (index: number) => UseFormRegisterReturn;
  errors: Record<number, string | undefined>;
  idPrefix: string;
}) {
  const indexOf = new Map(cells.map((c, index) => [`${c.colorId}|${c.size}`, index]));
  const pieces = (index: number) => cellPieces(values[index] ?? '') ?? 0;
  const rowTotal = (colorId: string) =>
    sizes.reduce((sum, size) => {
      const index = indexOf.get(`${colorId}|${size}`);
      return sum + (index === undefined ? 0 : pieces(index));
    }, 0);
  const columnTotal = (size: string) =>
    colors.reduce((sum, color) => {
      const index = indexOf.get(`${color.id}|${size}`);
      return sum + (index === undefined ? 0 : pieces(index));
    }, 0);
  const total = cells.reduce((sum, _c, index) => sum + pieces(index), 0);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, row: number, column: number) {
    if (!ARROWS.has(event.key)) return;
    const [dr, dc] = STEP[event.key as ArrowKey];
    const table = event.currentTarget.closest('table');
    let [r, c] = [row + dr, column + dc];
    while (r >= 0 && r < colors.length && c >= 0 && c < sizes.length) {
      const target = table?.querySelector<HTMLInputElement>(`input[data-cell="${r}-${c}"]:not(:disabled)`);
      if (target) {
        event.preventDefault();
        target.focus();
        target.select();
        return;
      }
      [r, c] = [r + dr, c + dc];
    }
  }

  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Peças do lote por cor e tamanho</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 border-b bg-muted px-3 py-2 text-left font-medium text-muted-foreground"
            >
              Cor
            </th>
            {sizes.map((size) => (
              <th
                key={size}
                scope="col"
                className="border-b bg-muted px-2 py-2 text-center font-medium text-muted-foreground"
              >
                {size}
              </th>
            ))}
            <th
              scope="col"
              className="border-b bg-muted px-3 py-2 text-right font-medium text-muted-foreground"
            >
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {colors.map((color, row) => (
            <tr key={color.id}>
              <th scope="row" className="sticky left-0 z-10 border-b bg-card px-3 py-2 text-left font-medium">
                <span className="inline-flex max-w-40 items-center gap-2">
                  <ColorSwatch hex={color.hex} />
                  <span className="truncate">{color.name}</span>
                </span>
              </th>
              {sizes.map((size, column) => {
                const index = indexOf.get(`${color.id}|${size}`);
                if (index === undefined) {
                  return (
                    <td key={size} className="border-b px-2 py-2 text-center text-muted-foreground">
                      —
                    </td>
                  );
                }
                const cell = cells[index]!;
                const error = errors[index];
                const id = `${idPrefix}-${row}-${column}`;
                return (
                  <td key={size} className="border-b px-1 py-1.5 text-center align-top sm:px-1.5">
                    <DecimalInput
                      decimals={0}
                      id={id}
                      data-cell={`${row}-${column}`}
                      disabled={cell.remaining === 0}
                      aria-label={`${color.name} ${size}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={`${id}-hint`}
                      title={error}
                      onFocus={(event) => event.currentTarget.select()}
                      onKeyDown={(event) => onKeyDown(event, row, column)}
                      className={cn(
                        'h-9 py-0 w-14 rounded-md sm:w-16 border border-input bg-background px-2 text-right tabular-nums shadow-xs outline-hidden',
                        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
                        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
                        error && 'border-destructive ring-[3px] ring-destructive/20',
                      )}
                      {...field(index)}
                    />
                    <span
                      id={`${id}-hint`}
                      className="mt-0.5 block text-[11px] text-muted-foreground tabular-nums"
                    >
                      de {formatInteger(cell.remaining)}
                    </span>
                  </td>
                );
              })}
              <td className="border-b px-3 py-2 text-right font-medium tabular-nums">
                {formatInteger(rowTotal(color.id))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="sticky left-0 z-10 bg-muted px-3 py-2 text-left font-medium">
              Total
            </th>
            {sizes.map((size) => (
              <td key={size} className="bg-muted px-2 py-2 text-center font-medium tabular-nums">
                {formatInteger(columnTotal(size))}
              </td>
            ))}
            <td className="bg-muted px-3 py-2 text-right font-semibold tabular-nums">
              {formatInteger(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
