/** One cell of an order's colour × size grid. */
export type OrderGridCell = { colorId: string; size: string; quantity: number };

export function cellKey(colorId: string, size: string): string {
  return `${colorId}|${size}`;
}

export type GridTotals = {
  byColor: Map<string, number>;
  bySize: Map<string, number>;
  total: number;
};

/** Row (colour) and column (size) totals and the grand total of a grid. */
export function gridTotals(cells: OrderGridCell[]): GridTotals {
  const byColor = new Map<string, number>();
  const bySize = new Map<string, number>();
  let total = 0;
  for (const { colorId, size, quantity } of cells) {
    if (!Number.isFinite(quantity) || quantity <= 0) continue;
    byColor.set(colorId, (byColor.get(colorId) ?? 0) + quantity);
    bySize.set(size, (bySize.get(size) ?? 0) + quantity);
    total += quantity;
  }
  return { byColor, bySize, total };
}

/**
 * Cells whose new quantity is below what the order's batches already took: an order never asks for fewer pieces
 * than are on their way. `taken` maps cellKey → pieces in batches.
 */
export function cellsBelowTaken(
  cells: OrderGridCell[],
  taken: Map<string, number>,
): { colorId: string; size: string; quantity: number; taken: number }[] {
  const wanted = new Map(cells.map((c) => [cellKey(c.colorId, c.size), c.quantity]));
  const below: { colorId: string; size: string; quantity: number; taken: number }[] = [];
  for (const [key, pieces] of taken) {
    const quantity = wanted.get(key) ?? 0;
    if (pieces > quantity) {
      const [colorId = '', size = ''] = key.split('|');
      below.push({ colorId, size, quantity, taken: pieces });
    }
  }
  return below;
}

/** 'P a GG' for a run of sizes, the one size alone, '' for none. */
export function sizeRange(sizes: string[]): string {
  if (sizes.length === 0) return '';
  if (sizes.length === 1) return sizes[0]!;
  if (sizes.length === 2) return `${sizes[0]}, ${sizes[1]}`;
  return `${sizes[0]} a ${sizes.at(-1)}`;
}

/** 'Preto, Branco e mais 2' — at most `max` colour names. */
export function colorList(names: string[], max = 2): string {
  if (names.length <= max + 1) return names.join(', ');
  return `${names.slice(0, max).join(', ')} e mais ${names.length - max}`;
}

/** The card line of a grid: 'Preto, Branco · P a GG'. */
export function gridSummary(colorNames: string[], sizes: string[]): string {
  return [colorList(colorNames), sizeRange(sizes)].filter(Boolean).join(' · ');
}
