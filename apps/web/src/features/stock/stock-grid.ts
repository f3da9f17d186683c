import {
  cellKey,
  centsSchema,
  type OrderColor,
  type StockGrid,
  stockManualDocumentSchema,
  unitDecimals,
} from '@alinhavo/domain';
import { z } from 'zod';
import type { ManualDocumentBody } from './api';

/** The row of a material's variations that have no colour. */
export const NO_COLOUR = 'Sem cor';

/** The entry by grid's other fields: the supplier and notes, and one cost per unit for every cell (entries). */
export const gridFormSchema = z.object({
  supplierId: stockManualDocumentSchema.shape.supplierId,
  notes: stockManualDocumentSchema.shape.notes,
  unitCostCents: z
    .union([z.literal(''), z.null(), centsSchema()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});
export type GridFormValues = z.input<typeof gridFormSchema>;
export type GridFormOutput = z.output<typeof gridFormSchema>;

/** What was typed in the grid, by stock item (material variation or SKU). */
export type GridQuantities = Record<string, string>;

/** The grid as the GridEntry draws it: rows and columns (a missing colour or size as ''), and where each cell is. */
export function gridLayout(grid: StockGrid) {
  const colors: OrderColor[] = grid.colors.map((c) => ({
    id: c.id ?? '',
    name: c.name ?? NO_COLOUR,
    hex: c.hex,
  }));
  const sizes = grid.sizes.map((size) => size ?? '');
  const items = new Map(
    grid.cells.map((cell) => [cellKey(cell.colorId ?? '', cell.size ?? ''), cell.itemId]),
  );
  return { colors, sizes, items, decimals: unitDecimals(grid.unit) };
}

/** A typed quantity above zero ('0,5' yes, '0', '0,00' and '' no). */
function filled(text: string | undefined): text is string {
  return Boolean(text) && Number((text ?? '').replace(',', '.')) > 0;
}

/** How many cells have a quantity. */
export function filledCells(grid: StockGrid, quantities: GridQuantities): number {
  return grid.cells.filter((cell) => filled(quantities[cell.itemId])).length;
}

/**
 * POST /stock/documents for an entry (or withdrawal) by grid: one document, one line per cell with a quantity, in
 * the grid's order, each entry line at the one typed cost.
 */
export function toGridBody(
  type: 'entrada' | 'saida',
  grid: StockGrid,
  quantities: GridQuantities,
  values: GridFormOutput,
): ManualDocumentBody {
  const entry = type === 'entrada';
  return {
    type,
    supplierId: entry ? values.supplierId : null,
    notes: values.notes ?? null,
    lines: grid.cells
      .filter((cell) => filled(quantities[cell.itemId]))
      .map((cell) => ({
        item:
          grid.kind === 'material'
            ? { kind: 'material' as const, variationId: cell.itemId }
            : { kind: 'product' as const, variantId: cell.itemId },
        quantity: quantities[cell.itemId]!,
        unitCostCents: entry ? values.unitCostCents : null,
      })),
  };
}
