import { cellKey, formatQuantity, type OrderColor } from '@alinhavo/domain';
import { type KeyboardEvent, useRef } from 'react';
import { DecimalInput } from '@/components/decimal-input';
import { cn } from '@/lib/cn';
import { ColorSwatch } from './color-swatch';
import { cellUnits, cleanQuantity, type GridPosition, moveForKey, moveInGrid } from './grid-navigation';

type Props = {
  /** Rows: the product's colours, in its order. */
  colors: OrderColor[];
  /** Columns: the product's sizes, in its order ('' for a material's variations that have no size). */
  sizes: string[];
  /** Decimal places a cell takes: 0 for pieces (the default), 2 for materials in metres or kilos (unitDecimals). */
  decimals?: number;
  /** The heading of the '' size column. */
  emptySizeLabel?: string;
  /** Cells the product makes (active variants); the others show a dash. */
  isOpen: (colorId: string, size: string) => boolean;
  value: (colorId: string, size: string) => string;
  onChange: (colorId: string, size: string, text: string) => void;
  error?: (colorId: string, size: string) => string | undefined;
  /** Pieces already in batches: the least the cell may ask for (editing). */
  minimum?: (colorId: string, size: string) => number;
  /** Enter on the last cell: the next field of the form. */
  onLeave?: () => void;
  /** For the first input: the form field id (the label points to it). */
  id?: string;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * Colour × size quantities as one table (an order's pieces, a stock entry's pieces or metres), typed like a
 * spreadsheet: arrows move between cells (left and right from the edges of the number), Enter goes to the next
 * cell and, after the last, to the next field; Tab works as usual. Row, column and grand totals follow the typing.
 */
export function GridEntry({
  colors,
  sizes,
  decimals = 0,
  emptySizeLabel = 'Quantidade',
  isOpen,
  value,
  onChange,
  error,
  minimum,
  onLeave,
  id,
  invalid,
  describedBy,
}: Props) {
  const table = useRef<HTMLTableElement>(null);
  const open = ({ row, col }: GridPosition) => isOpen(colors[row]!.id, sizes[col]!);
  const firstOpen = moveInGrid(
    { row: 0, col: -1 },
    'next',
    { rows: colors.length, cols: sizes.length },
    open,
  );

  function focusCell({ row, col }: GridPosition) {
    const input = table.current?.querySelector<HTMLInputElement>(
      `input[data-row="${row}"][data-col="${col}"]`,
    );
    input?.focus();
    input?.select();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, from: GridPosition) {
    const input = event.currentTarget;
    const move = moveForKey(event.key, event.shiftKey, {
      start: input.selectionStart,
      end: input.selectionEnd,
      length: input.value.length,
    });
    if (!move) return;
    event.preventDefault();
    const to = moveInGrid(from, move, { rows: colors.length, cols: sizes.length }, open);
    if (to) focusCell(to);
    else if (move === 'next') onLeave?.();
  }

  // Totals add whole hundredths (or pieces), so 0,1 + 0,2 is 0,30.
  const units = (colorId: string, size: string) => cellUnits(value(colorId, size), decimals);
  const rowTotal = (colorId: string) => sizes.reduce((sum, size) => sum + units(colorId, size), 0);
  const colTotal = (size: string) => colors.reduce((sum, color) => sum + units(color.id, size), 0);
  const total = colors.reduce((sum, color) => sum + rowTotal(color.id), 0);
  const shown = (sum: number) => formatQuantity(sum / 10 ** decimals, decimals);

  return (
    <div
      className={cn('overflow-x-auto rounded-lg border', invalid && 'border-destructive')}
      data-testid="grid-entry"
    >
      <table ref={table} className="w-full border-collapse text-sm">
        <caption className="sr-only">Quantidades por cor e tamanho</caption>
        <thead>
          <tr className="bg-muted/50">
            <th
              scope="col"
              className="sticky left-0 z-10 bg-muted px-3 py-2 text-left font-medium text-muted-foreground"
            >
              Cor
            </th>
            {sizes.map((size) => (
              <th
                key={size}
                scope="col"
                className={cn(
                  'px-2 py-2 text-center font-semibold',
                  decimals > 0 ? 'min-w-24' : 'min-w-16',
                  size === '' && 'font-medium text-muted-foreground',
                )}
              >
                {size || emptySizeLabel}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium text-muted-foreground">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {colors.map((color, row) => (
            <tr key={color.id} className="border-t">
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-40 bg-card px-3 py-1.5 text-left font-medium"
              >
                <span className="flex items-center gap-2">
                  <ColorSwatch hex={color.hex} />
                  <span className="truncate">{color.name}</span>
                </span>
              </th>
              {sizes.map((size, col) => {
                const key = cellKey(color.id, size);
                if (!isOpen(color.id, size)) {
                  return (
                    <td
                      key={key}
                      className="px-2 py-1.5 text-center text-muted-foreground"
                      title="Sem SKU ativo"
                    >
                      –
                    </td>
                  );
                }
                const message = error?.(color.id, size);
                const least = minimum?.(color.id, size) ?? 0;
                const first = firstOpen?.row === row && firstOpen.col === col;
                return (
                  <td key={key} className="px-1.5 py-1.5 align-top">
                    <DecimalInput
                      decimals={decimals}
                      {...(first && id ? { id } : {})}
                      {...(first && describedBy ? { 'aria-describedby': describedBy } : {})}
                      data-row={row}
                      data-col={col}
                      aria-label={size ? `${color.name} ${size}` : color.name}
                      aria-invalid={message ? true : undefined}
                      title={message}
                      value={value(color.id, size)}
                      placeholder="0"
                      onChange={(event) =>
                        onChange(
                          color.id,
                          size,
                          decimals > 0 ? event.target.value : cleanQuantity(event.target.value),
                        )
                      }
                      onFocus={(event) => event.target.select()}
                      onKeyDown={(event) => onKeyDown(event, { row, col })}
                      className={cn(
                        'h-9 w-full py-0',
                        decimals > 0 ? 'min-w-20' : 'min-w-14',
                        'rounded-md border border-input bg-background px-2 text-right tabular-nums outline-none',
                        'placeholder:text-muted-foreground/50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
                        message && 'border-destructive bg-destructive/5',
                      )}
                    />
                    {least > 0 && (
                      <span className="mt-0.5 block text-right text-[11px] text-muted-foreground leading-3">
                        mín. {least}
                      </span>
                    )}
                  </td>
                );
              })}
              <td className="px-3 py-1.5 text-right font-medium tabular-nums" data-testid="row-total">
                {shown(rowTotal(color.id))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t bg-muted/50 font-medium">
            <th scope="row" className="sticky left-0 z-10 bg-muted px-3 py-2 text-left text-muted-foreground">
              Total
            </th>
            {sizes.map((size) => (
              <td key={size} className="px-2 py-2 text-center tabular-nums">
                {shown(colTotal(size))}
              </td>
            ))}
            <td
              className="px-3 py-2 text-right font-semibold text-base tabular-nums"
              data-testid="grid-total"
            >
              {shown(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
