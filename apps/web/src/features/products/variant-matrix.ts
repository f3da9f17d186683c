import type { Product, ProductVariant } from '@alinhavo/domain';

export type MatrixRow = {
  colorId: string;
  colorName: string;
  colorHex: string | null;
  cells: (ProductVariant | null)[];
};

/**
 * The product's active variants as a colour × size table, in the product's colour and size order; variants
 * outside it (a colour or size taken out, or a SKU turned off) are listed apart.
 */
export function variantMatrix(product: Pick<Product, 'colors' | 'sizes' | 'variants'>): {
  sizes: string[];
  rows: MatrixRow[];
  inactive: ProductVariant[];
} {
  const key = (colorId: string | null, size: string) => `${colorId}|${size}`;
  const active = new Map(
    product.variants.filter((v) => v.status === 'ativo').map((v) => [key(v.colorId, v.size), v]),
  );
  const rows = product.colors.map((color) => ({
    colorId: color.id,
    colorName: color.name,
    colorHex: color.hex,
    cells: product.sizes.map((size) => active.get(key(color.id, size)) ?? null),
  }));
  const shown = new Set(rows.flatMap((r) => r.cells.filter(Boolean).map((v) => v!.id)));
  return { sizes: product.sizes, rows, inactive: product.variants.filter((v) => !shown.has(v.id)) };
}
