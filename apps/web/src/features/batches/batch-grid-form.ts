import { type BatchOrderOption, exceedsOrderBalanceMessage } from '@alinhavo/domain';

/** One editable cell of the new batch's grid: the text typed and what the order still has for it. */
export type GridFormCell = { colorId: string; size: string; quantity: string; remaining: number };

/** The order's cells in colour × size order, prefilled with what is left of each. */
export function initialGridCells(order: BatchOrderOption): GridFormCell[] {
  const byKey = new Map(order.cells.map((c) => [`${c.colorId}|${c.size}`, c]));
  const cells: GridFormCell[] = [];
  for (const color of order.colors) {
    for (const size of order.sizes) {
      const cell = byKey.get(`${color.id}|${size}`);
      if (cell)
        cells.push({ colorId: color.id, size, quantity: String(cell.remaining), remaining: cell.remaining });
    }
  }
  return cells;
}

/** Whole pieces typed in a cell; blank is 0; anything else unreadable is null. */
export function cellPieces(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export function gridTotal(cells: readonly Pick<GridFormCell, 'quantity'>[]): number {
  return cells.reduce((sum, c) => sum + (cellPieces(c.quantity) ?? 0), 0);
}

/** The cells above the order's balance, with the API's message, so the form says it before sending. */
export function cellsOverBalance(
  cells: readonly GridFormCell[],
  colorName: (colorId: string) => string,
): { index: number; message: string }[] {
  return cells.flatMap((cell, index) => {
    const pieces = cellPieces(cell.quantity);
    return pieces !== null && pieces > cell.remaining
      ? [{ index, message: exceedsOrderBalanceMessage(colorName(cell.colorId), cell.size) }]
      : [];
  });
}

/** The next cell an arrow key goes to in a rows × columns table (index = row × columns + column). */
export function moveInGrid(
  index: number,
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
  rows: number,
  columns: number,
): number {
  const row = Math.floor(index / columns);
  const column = index % columns;
  if (key === 'ArrowUp') return row > 0 ? index - columns : index;
  if (key === 'ArrowDown') return row < rows - 1 ? index + columns : index;
  if (key === 'ArrowLeft') return column > 0 ? index - 1 : index;
  return column < columns - 1 ? index + 1 : index;
}
