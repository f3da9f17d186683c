import { cellKey, formatInteger, type OrderColor } from '@alinhavo/domain';
import { type KeyboardEvent, useRef } from 'react';
import { DecimalInput } from '@/components/decimal-input';
import { ColorSwatch } from '@/features/products';
import { cn } from '@/lib/cn';
import { cleanQuantity, type GridPosition, moveForKey, moveInGrid, pieces } from './grid-navigation';

type Props = {
  /** Rows: the product's colours, in its order. */
  colors: OrderColor[];
  /** Columns: the product's sizes, in its order. */
  sizes: string[];
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
 * The order's colour × size quantities as one table, typed like a spreadsheet: arrows move between cells
 * (left and right from the edges of the number), Enter goes to the next cell and, after the last, to the next
 * field; Tab works as usual. Row, column and grand totals follow the typing.
 */
export function GridEntry({
  colors,
  sizes,
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

  const rowTotal = (colorId: string) => sizes.reduce((sum, size) => sum + pieces(value(colorId, size)), 0);
  const colTotal = (size: string) => colors.reduce((sum, color) => sum + pieces(value(color.id, size)), 0);
  const total = colors.reduce((sum, color) => sum + rowTotal(color.id), 0);

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
              <th key={size} scope="col" className="min-w-16 px-2 py-2 text-center font-semibold">
                {size}
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
                      decimals={0}
                      {...(first && id ? { id } : {})}
                      {...(first && describedBy ? { 'aria-describedby': describedBy } : {})}
                      data-row={row}
                      data-col={col}
                      aria-label={`${color.name} ${size}`}
                      aria-invalid={message ? true : undefined}
                      title={message}
                      value={value(color.id, size)}
                      placeholder="0"
                      onChange={(event) => onChange(color.id, size, cleanQuantity(event.target.value))}
                      onFocus={(event) => event.target.select()}
                      onKeyDown={(event) => onKeyDown(event, { row, col })}
                      className={cn(
                        'h-9 py-0 w-full min-w-14 rounded-md border border-input bg-background px-2 text-right tabular-nums outline-none',
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
                {formatInteger(rowTotal(color.id))}
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
                {formatInteger(colTotal(size))}
              </td>
            ))}
            <td
              className="px-3 py-2 text-right font-semibold text-base tabular-nums"
              data-testid="grid-total"
            >
              {formatInteger(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
