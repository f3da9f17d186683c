import type { PackingCell } from '@alinhavo/domain';

/** The cells the pack table shows: those with approved pieces. */
export function packableCells(cells: PackingCell[]): PackingCell[] {
  return cells.filter((cell) => cell.approved > 0);
}

/** What each row starts with: everything left to pack. */
export function defaultPackValues(cells: PackingCell[]): Record<string, string> {
  return Object.fromEntries(
    cells.map((cell) => [packKey(cell), cell.remaining > 0 ? String(cell.remaining) : '']),
  );
}

export const packKey = (cell: { colorId: string; size: string }) => `${cell.colorId}|${cell.size}`;

/** A typed quantity: blank is 0; null for anything but a whole number. */
export function parseQuantity(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The row's problem: not a whole number, or more than is left ('Restam 3'). */
export function packRowError(cell: PackingCell, text: string | undefined): string | null {
  const n = parseQuantity(text);
  if (n === null) return 'Use um número inteiro';
  if (n > cell.remaining) return cell.remaining === 0 ? 'Nada a embalar' : `Restam ${cell.remaining}`;
  return null;
}

/** The body of 'Embalar': the rows with a quantity, or null when something is wrong or nothing is chosen. */
export function packItems(
  cells: PackingCell[],
  values: Record<string, string>,
): { colorId: string; size: string; quantity: number }[] | null {
  if (cells.some((cell) => packRowError(cell, values[packKey(cell)]))) return null;
  const items = cells
    .map((cell) => ({
      colorId: cell.colorId,
      size: cell.size,
      quantity: parseQuantity(values[packKey(cell)]) ?? 0,
    }))
    .filter((item) => item.quantity > 0);
  return items.length ? items : null;
}
