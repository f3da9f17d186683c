import { DEFECT_TYPE_LABELS, DEFECT_TYPES, formatInteger, type QualityReviewCell } from '@alinhavo/domain';
import { Check } from 'lucide-react';
import { Fragment, type KeyboardEvent } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DecimalInput } from '@/components/decimal-input';
import { ColorSwatch } from '@/features/products';
import { cn } from '@/lib/cn';
import { type ReviewFormValues, type ReviewTotals, rowState } from './review-form-values';

/** The count columns, in order: approved, each defect type, repair. */
const COLUMNS = [
  { key: 'approved', label: 'Aprovadas' },
  ...DEFECT_TYPES.map((type) => ({ key: `defects.${type}`, label: DEFECT_TYPE_LABELS[type] })),
  { key: 'repair', label: 'Conserto' },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

const STEP: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  Enter: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Arrow keys (and Enter, downwards) move between the count fields like a spreadsheet. */
function moveFocus(event: KeyboardEvent<HTMLInputElement>, row: number, column: number) {
  const step = STEP[event.key];
  if (!step) return;
  const input = event.currentTarget;
  // Left/right move only from the edges of the text, so editing a number still works.
  if (event.key === 'ArrowLeft' && input.selectionStart !== 0) return;
  if (event.key === 'ArrowRight' && input.selectionEnd !== input.value.length) return;
  const target = input
    .closest('table')
    ?.querySelector<HTMLInputElement>(`input[data-cell="${row + step[0]}-${column + step[1]}"]`);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.select();
}

function fieldError(
  errors: FieldErrors<ReviewFormValues>,
  index: number,
  key: ColumnKey,
): string | undefined {
  const row = errors.items?.[index];
  if (!row) return undefined;
  if (key.startsWith('defects.')) {
    const defects = row.defects as Record<string, { message?: string } | undefined> | undefined;
    return defects?.[key.slice(8)]?.message;
  }
  return (row as Record<string, { message?: string } | undefined>)[key]?.message;
}

/**
 * The count of each colour × size: approved, defects by type and repair, with the row's total against its pieces
 * (a check when every piece is counted). Rows with a problem show it under the row.
 */
export function ReviewTable({
  cells,
  rows,
  register,
  errors,
  rowErrors,
  totals,
  readOnly,
}: {
  cells: QualityReviewCell[];
  rows: ReviewFormValues['items'];
  register: UseFormRegister<ReviewFormValues>;
  errors: FieldErrors<ReviewFormValues>;
  /** Messages the server gave per row ('Azul / M: …'). */
  rowErrors: Record<number, string>;
  totals: ReviewTotals;
  readOnly: boolean;
}) {
  const th =
    'border-b bg-muted px-1 py-2 text-right font-medium text-muted-foreground text-xs whitespace-nowrap';
  // The progress column stays in view at the right while the counts scroll sideways (phones).
  const progress = 'sticky right-0 z-10 border-l shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.15)]';
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Contagem da revisão por cor e tamanho</caption>
        <thead>
          <tr>
            <th scope="col" className={cn(th, 'sticky left-0 z-10 pl-3 text-left')}>
              Cor / Tam.
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={th}>
                {column.label}
              </th>
            ))}
            <th scope="col" className={cn(th, progress, 'pr-3 pl-1.5')}>
              Contadas/peças
            </th>
          </tr>
        </thead>
        <tbody>
          {cells.map((cell, index) => {
            const row = rows[index];
            const state = row ? rowState(row, cell) : null;
            const message = rowErrors[index] ?? state?.error ?? null;
            const done = state && !state.error && state.missing === 0;
            const label = `${cell.colorName} ${cell.size}`;
            return (
              <Fragment key={`${cell.colorId}|${cell.size}`}>
                <tr className={cn('align-top', message && '[&>*]:border-b-0')}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-b bg-card py-2 pr-2 pl-3 text-left font-medium"
                  >
                    <span className="inline-flex max-w-36 items-center gap-1.5">
                      <ColorSwatch hex={cell.colorHex} />
                      <span className="truncate">{cell.colorName}</span>
                      <span className="text-muted-foreground">{cell.size}</span>
                    </span>
                  </th>
                  {COLUMNS.map((column, columnIndex) => {
                    const error = fieldError(errors, index, column.key);
                    return (
                      <td key={column.key} className="border-b px-0.5 py-1.5 text-right">
                        <DecimalInput
                          decimals={0}
                          data-cell={`${index}-${columnIndex}`}
                          readOnly={readOnly}
                          aria-label={`${column.label} ${label}`}
                          aria-invalid={error ? true : undefined}
                          title={error}
                          placeholder="0"
                          onFocus={(event) => event.currentTarget.select()}
                          onKeyDown={(event) => moveFocus(event, index, columnIndex)}
                          className={cn(
                            'h-8 py-0 w-11 rounded-md border border-input bg-background px-1.5 text-right text-base tabular-nums sm:text-sm shadow-xs outline-hidden',
                            'placeholder:text-muted-foreground/50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
                            'read-only:bg-muted read-only:shadow-none',
                            column.key !== 'approved' && column.key !== 'repair' && 'text-destructive',
                            error && 'border-destructive ring-[3px] ring-destructive/20',
                          )}
                          {...register(`items.${index}.${column.key}` as `items.${number}.approved`)}
                        />
                      </td>
                    );
                  })}
                  <td
                    className={cn(
                      progress,
                      'border-b bg-card py-2 pr-3 pl-1.5 text-right font-medium tabular-nums',
                      state && state.missing < 0 && 'text-destructive',
                    )}
                  >
                    <span className="inline-flex items-center gap-1">
                      {done && <Check className="size-3.5 text-success" aria-label="Tudo contado" />}
                      {formatInteger(state?.counted ?? 0)}/{formatInteger(cell.pieces)}
                    </span>
                  </td>
                </tr>
                {message && (
                  <tr>
                    <td
                      colSpan={COLUMNS.length + 2}
                      className="border-b px-3 pb-2 text-destructive text-xs"
                      role="alert"
                    >
                      {message}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="sticky left-0 z-10 bg-muted py-2 pl-3 text-left font-medium">
              Total
            </th>
            <td className="bg-muted px-1.5 py-2 text-right font-medium tabular-nums">
              {formatInteger(totals.approved)}
            </td>
            <td
              colSpan={DEFECT_TYPES.length}
              className="bg-muted px-1.5 py-2 text-right font-medium text-destructive tabular-nums"
            >
              {formatInteger(totals.defects)} com defeito
            </td>
            <td className="bg-muted px-1.5 py-2 text-right font-medium tabular-nums">
              {formatInteger(totals.repair)}
            </td>
            <td className={cn(progress, 'bg-muted py-2 pr-3 pl-1.5 text-right font-semibold tabular-nums')}>
              {formatInteger(totals.counted)}/{formatInteger(totals.pieces)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
