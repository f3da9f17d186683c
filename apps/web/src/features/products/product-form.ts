import {
  type PlannedVariant,
  type Product,
  type ProductColor,
  type ProductStatus,
  planVariants,
  productInputSchema,
} from '@alinhavo/domain';
import type { z } from 'zod';
import { moneyFieldText } from '@/lib/field-text';

/** The same contract as the server; SKUs and barcodes typed by hand are edited on the product page. */
export const productFormSchema = productInputSchema.omit({ variants: true });
export type ProductFormOutput = z.output<typeof productFormSchema>;

/** What the product form holds; the zod contract turns it into the API's input. */
export type ProductFormValues = {
  reference: string;
  name: string;
  collection: string;
  category: string;
  description: string;
  unit: string;
  ncm: string;
  salePriceCents: string;
  status: ProductStatus;
  sizeGridId: string;
  sizes: string[];
  colorIds: string[];
};

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  reference: '',
  name: '',
  collection: '',
  category: '',
  description: '',
  unit: 'un',
  ncm: '',
  salePriceCents: '',
  status: 'ativo',
  sizeGridId: '',
  sizes: [],
  colorIds: [],
};

/** '61091000' → '6109.10.00' while typing: digits only, dots after the 4th and 6th. */
export function maskNcm(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}.${digits.slice(4)}`;
  return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
}

export function productFormValues(product: Product): ProductFormValues {
  return {
    reference: product.reference,
    name: product.name,
    collection: product.collection ?? '',
    category: product.category ?? '',
    description: product.description ?? '',
    unit: product.unit,
    ncm: product.ncm ? maskNcm(product.ncm) : '',
    salePriceCents: moneyFieldText(product.salePriceCents),
    status: product.status,
    sizeGridId: product.sizeGridId ?? '',
    sizes: product.sizes,
    colorIds: product.colors.map((c) => c.id),
  };
}

/** Sizes typed in one field: 'PP P M G' or '36, 38; 40' → ['PP','P','M','G'], repeated ones once. */
export function parseSizeText(text: string): string[] {
  const seen = new Set<string>();
  const sizes: string[] = [];
  for (const size of text.split(/[\s,;]+/)) {
    if (!size || seen.has(size.toLowerCase())) continue;
    seen.add(size.toLowerCase());
    sizes.push(size);
  }
  return sizes;
}

/** The sizes to offer as chips: the product's own (in its order), then the grid's that it does not have. */
export function sizeOptions(current: string[], gridSizes: string[]): string[] {
  const taken = new Set(current.map((s) => s.toLowerCase()));
  return [...current, ...gridSizes.filter((s) => !taken.has(s.toLowerCase()))];
}

/** Switches one size on or off, keeping the order of `options`. */
export function toggleSize(selected: string[], size: string, options: string[]): string[] {
  const on = new Set(selected);
  if (on.has(size)) on.delete(size);
  else on.add(size);
  return options.filter((s) => on.has(s));
}

/** The SKUs a new product will get (the server numbers a clash with an existing SKU). */
export function previewVariants(
  reference: string,
  colors: ProductColor[],
  sizes: string[],
): PlannedVariant[] {
  return planVariants(reference.trim() || 'REF', colors, sizes);
}

/** What saving an edit does to the variants: pairs created, deactivated, and brought back. */
export function variantChanges(
  product: Pick<Product, 'variants' | 'sizes' | 'colors'>,
  colorIds: string[],
  sizes: string[],
): { created: number; deactivated: number; reactivated: number } {
  const key = (colorId: string | null, size: string) => `${colorId}|${size}`;
  const existing = new Map(product.variants.map((v) => [key(v.colorId, v.size), v]));
  const wasColor = new Set(product.colors.map((c) => c.id));
  const wasSize = new Set(product.sizes);
  let created = 0;
  let reactivated = 0;
  for (const colorId of colorIds) {
    for (const size of sizes) {
      const variant = existing.get(key(colorId, size));
      if (!variant) created++;
      else if (variant.status === 'inativo' && (!wasColor.has(colorId) || !wasSize.has(size))) reactivated++;
    }
  }
  const colorSet = new Set(colorIds);
  const sizeSet = new Set(sizes);
  const deactivated = product.variants.filter(
    (v) => v.status === 'ativo' && (!v.colorId || !colorSet.has(v.colorId) || !sizeSet.has(v.size)),
  ).length;
  return { created, deactivated, reactivated };
}
