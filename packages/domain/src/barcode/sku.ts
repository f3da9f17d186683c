/**
 * SKU codes of product variants: `REF-COR-TAM` by default (part3 §1), e.g. CAM001-AZUL-MARINHO-GG.
 * Each part is an upper-case slug: accents dropped, anything but letters and digits becomes one dash.
 */

export const SKU_MAX_LENGTH = 60;

/** 'Azul Marinho' → 'AZUL-MARINHO'; 'Único' → 'UNICO'; '3/4' → '3-4'. */
export function skuSegment(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^0-9A-Z]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The colour part of a SKU: the colour's code when it has one, else its name. */
export function colorSkuSegment(color: { name: string; code?: string | null }): string {
  return skuSegment(color.code?.trim() ? color.code : color.name);
}

/** The default SKU of a variant: reference, colour and size segments joined with dashes. */
export function defaultSku(
  reference: string,
  color: { name: string; code?: string | null },
  size: string,
): string {
  return [skuSegment(reference), colorSkuSegment(color), skuSegment(size)].filter(Boolean).join('-');
}

/**
 * `base` if it is free, else `base-2`, `base-3`... (the first free one), so the same clash always gives the
 * same answer. `taken` compares case-insensitively, as SKUs are unique per company regardless of case.
 */
export function uniqueSku(base: string, taken: (sku: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

export type PlannedVariant = { colorId: string; colorName: string; size: string; sku: string };

/**
 * The variants a product gets for its colours × sizes, colour by colour in grid order, each with its default
 * SKU made unique against `takenSkus` (lower-case) and against the other variants of the same product.
 */
export function planVariants(
  reference: string,
  colors: readonly { id: string; name: string; code?: string | null }[],
  sizes: readonly string[],
  takenSkus: ReadonlySet<string> = new Set(),
): PlannedVariant[] {
  const used = new Set(takenSkus);
  const planned: PlannedVariant[] = [];
  for (const color of colors) {
    for (const size of sizes) {
      const sku = uniqueSku(defaultSku(reference, color, size), (s) => used.has(s.toLowerCase()));
      used.add(sku.toLowerCase());
      planned.push({ colorId: color.id, colorName: color.name, size, sku });
    }
  }
  return planned;
}
