import { Dec, toFixedString } from '../../quantity/decimal.ts';

/**
 * part3 §4 cutting: the marker (encaixe) gives pieces per ply for each size; each colour is laid with its own
 * number of plies (folhas). Pieces of a colour in a size = plies × pieces per ply of that size.
 */
export type CutCell = { colorId: string; size: string; quantity: number };

export function cutGrid(
  sizes: readonly string[],
  colors: readonly { colorId: string; plies: number }[],
  piecesPerPly: Readonly<Record<string, number>>,
): CutCell[] {
  const cells: CutCell[] = [];
  for (const color of colors) {
    for (const size of sizes) {
      cells.push({ colorId: color.colorId, size, quantity: color.plies * (piecesPerPly[size] ?? 0) });
    }
  }
  return cells;
}

/** Pieces one ply gives: the sum of the marker's pieces per size. */
export function piecesPerPlyTotal(piecesPerPly: Readonly<Record<string, number>>): number {
  return Object.values(piecesPerPly).reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
}

/**
 * Fabric the cost sheet plans for the pieces cut: pieces × consumption per piece (4 places), rounded half-up
 * to 2 places like stock. Null when the cost sheet has no line for the fabric used.
 */
export function plannedFabric(pieces: number, consumptionPerPiece: string | null | undefined): string | null {
  if (consumptionPerPiece === null || consumptionPerPiece === undefined) return null;
  return toFixedString(new Dec(consumptionPerPiece).times(pieces), 2);
}

/** Fabric used against planned, in percent with one place ('2.5' = 2,5 % more than planned); null without a plan. */
export function fabricDifferencePercent(
  used: string | null | undefined,
  planned: string | null | undefined,
): string | null {
  if (!used || !planned) return null;
  const base = new Dec(planned);
  if (base.isZero()) return null;
  return toFixedString(new Dec(used).minus(base).div(base).times(100), 1);
}

/** Sum of decimal strings with 2 places (fabric totals); null when any part is null. */
export function sumFabric(values: readonly (string | null)[]): string | null {
  let total = new Dec(0);
  for (const value of values) {
    if (value === null) return null;
    total = total.plus(value);
  }
  return toFixedString(total, 2);
}
