import { cellKey, type OrderColor } from '@alinhavo/domain';

/** One cell of the form's grid as the inputs hold it. */
export type GridItem = { colorId: string; size: string; quantity: string };

type GridSource = {
  colors: OrderColor[];
  sizes: string[];
  activeCells: { colorId: string; size: string }[];
};

/**
 * The form's grid for a product: every cell it makes, in colour and size order, plus cells an order already has
 * that the product no longer makes (so an edit never drops them silently). Quantities come from `current`.
 */
export function gridItems(
  product: GridSource,
  current: { colorId: string; size: string; ordered: number }[] = [],
): GridItem[] {
  const ordered = new Map(current.map((c) => [cellKey(c.colorId, c.size), c.ordered]));
  const open = new Set(product.activeCells.map((c) => cellKey(c.colorId, c.size)));
  const items: GridItem[] = [];
  for (const color of product.colors) {
    for (const size of product.sizes) {
      const key = cellKey(color.id, size);
      const quantity = ordered.get(key);
      if (open.has(key) || quantity)
        items.push({ colorId: color.id, size, quantity: quantity ? String(quantity) : '' });
    }
  }
  return items;
}

/** Where each cell sits in the items array (cellKey → index). */
export function itemIndex(items: GridItem[]): Map<string, number> {
  return new Map(items.map((item, index) => [cellKey(item.colorId, item.size), index]));
}

/** The fields the API may name in its errors for this grid: 'items' and each 'items.N.quantity'. */
export function gridFieldNames(items: GridItem[]): `items.${number}.quantity`[] {
  return items.map((_, index) => `items.${index}.quantity` as const);
}

/** The rows the grid shows: the product's colours, plus any colour only the current order still has. */
export function gridColors(product: GridSource, items: GridItem[], extra: OrderColor[] = []): OrderColor[] {
  const colors = [...product.colors];
  for (const color of extra) {
    if (!colors.some((c) => c.id === color.id) && items.some((i) => i.colorId === color.id))
      colors.push(color);
  }
  return colors;
}
