import { z } from 'zod';
import { isValidEan13, normalizeBarcode } from '../barcode/ean13.ts';
import { SKU_MAX_LENGTH } from '../barcode/sku.ts';
import { optionalTextSchema } from '../br/schemas.ts';
import { EMPTY_MARKER } from '../format/empty.ts';
import { parseBRLToCentavos } from '../format/money.ts';
import { isUuid, listQuerySchema, pageSchema, requiredText } from './common.ts';

// ---- Messages of the specification and of this area ------------------------------------------------------

export const COLOR_NAME_TAKEN = 'Já existe uma cor com este nome';
export const SIZE_GRID_NAME_TAKEN = 'Já existe uma grade com este nome';
export const PRODUCT_REFERENCE_TAKEN = 'Já existe um produto com esta referência';
export const SKU_TAKEN = 'Este SKU já é usado em outro produto';
export const BARCODE_INVALID = 'Código de barras inválido';
export const BARCODE_TAKEN = 'Código de barras já usado em outro produto';
export const NCM_INVALID = 'NCM deve ter 8 dígitos';
export const PRODUCT_PHOTO_TOO_LARGE = 'A foto deve ter no máximo 5 MB';
export const PRODUCT_PHOTO_WRONG_TYPE = 'Envie uma imagem JPG, PNG ou WebP';

/** Largest product photo accepted (5 MiB). */
export const PRODUCT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProductPhotoType = (typeof PRODUCT_PHOTO_TYPES)[number];

export const MAX_GRID_SIZES = 30;
export const MAX_PRODUCT_COLORS = 60;

const uuidSchema = (message: string) => z.string({ error: message }).refine(isUuid, message);

// ---- Colours (/app/cores) ------------------------------------------------------------------------------------

/** '#1f2937', '1F2937' → '#1F2937'. */
export const hexColorSchema = z
  .string({ error: 'Cor inválida: use o formato #RRGGBB' })
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/, 'Cor inválida: use o formato #RRGGBB')
  .transform((value) => `#${value.replace('#', '').toUpperCase()}`);

const optionalHexSchema = z
  .string({ error: 'Cor inválida: use o formato #RRGGBB' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(hexColorSchema.nullable());

/** A short code that goes into SKUs ('PT', 'AZM'): letters, digits and dashes, stored upper-case. */
const optionalColorCodeSchema = z
  .string({ error: 'Código inválido' })
  .trim()
  .nullish()
  .transform((value) => (value ? value.toUpperCase() : null))
  .refine(
    (value) => value === null || /^[0-9A-Z-]{1,12}$/.test(value),
    'Use até 12 letras, números ou hífen',
  );

export const colorInputSchema = z.object({
  name: requiredText('Nome é obrigatório', 60),
  code: optionalColorCodeSchema.optional(),
  hex: optionalHexSchema.optional(),
});
export type ColorInput = z.input<typeof colorInputSchema>;
export const colorUpdateSchema = colorInputSchema.partial();
export type ColorUpdate = z.input<typeof colorUpdateSchema>;

export const colorSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  hex: z.string().nullable(),
  /** Products made in this colour (a colour in use cannot be deleted). */
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Color = z.infer<typeof colorSchema>;

export const simpleListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca longa demais').optional(),
});
export const colorListSchema = z.object({ items: z.array(colorSchema) });
export type ColorList = z.infer<typeof colorListSchema>;

// ---- Size grids (grades) -------------------------------------------------------------------------------------

export const sizeSchema = z
  .string({ error: 'Tamanho inválido' })
  .trim()
  .min(1, 'Tamanho vazio')
  .max(12, 'Tamanho com no máximo 12 caracteres')
  .transform((value) => value.replace(/\s+/g, ' '));

/** An ordered list of 1 to 30 sizes, each once (case-insensitive: 'g' and 'G' are the same size). */
export const sizeListSchema = z
  .array(sizeSchema, { error: 'Informe os tamanhos' })
  .min(1, 'Informe ao menos um tamanho')
  .max(MAX_GRID_SIZES, `No máximo ${MAX_GRID_SIZES} tamanhos`)
  .superRefine((sizes, ctx) => {
    const seen = new Set<string>();
    for (const size of sizes) {
      const key = size.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: `Tamanho repetido: ${size}` });
        return;
      }
      seen.add(key);
    }
  });

export const sizeGridInputSchema = z.object({
  name: requiredText('Nome é obrigatório', 60),
  sizes: sizeListSchema,
});
export type SizeGridInput = z.input<typeof sizeGridInputSchema>;
export const sizeGridUpdateSchema = sizeGridInputSchema.partial();
export type SizeGridUpdate = z.input<typeof sizeGridUpdateSchema>;

export const sizeGridSchema = z.object({
  id: z.string(),
  name: z.string(),
  sizes: z.array(z.string()),
  /** Products created from this grid (a grid in use cannot be deleted). */
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SizeGrid = z.infer<typeof sizeGridSchema>;
export const sizeGridListSchema = z.object({ items: z.array(sizeGridSchema) });
export type SizeGridList = z.infer<typeof sizeGridListSchema>;

// ---- Products ------------------------------------------------------------------------------------------------

export const PRODUCT_STATUSES = ['ativo', 'inativo'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { ativo: 'Ativo', inativo: 'Inativo' };

/** NCM of the invoice: 8 digits, typed with or without dots ('6109.10.00'); stored as digits. */
export const optionalNcmSchema = z
  .string({ error: NCM_INVALID })
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(/[\s.-]/g, '') : null))
  .refine((value) => value === null || /^\d{8}$/.test(value), NCM_INVALID);

/** '61091000' → '6109.10.00', as the tax tables print it. */
export function formatNcm(ncm: string | null | undefined): string {
  if (!ncm) return EMPTY_MARKER;
  return /^\d{8}$/.test(ncm) ? `${ncm.slice(0, 4)}.${ncm.slice(4, 6)}.${ncm.slice(6)}` : ncm;
}

/** Sale price in centavos, or pt-BR text from a form ('89,90'); blank means no price. */
export const optionalPriceSchema = z
  .union([z.number(), z.string(), z.null()], { error: 'Preço inválido' })
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const cents = typeof value === 'number' ? value : parseBRLToCentavos(value);
    if (cents === null || !Number.isSafeInteger(cents)) {
      ctx.addIssue({ code: 'custom', message: 'Preço inválido' });
      return z.NEVER;
    }
    if (cents < 0) {
      ctx.addIssue({ code: 'custom', message: 'O valor não pode ser negativo' });
      return z.NEVER;
    }
    return cents;
  });

export const skuSchema = z
  .string({ error: 'SKU é obrigatório' })
  .trim()
  .min(1, 'SKU é obrigatório')
  .max(SKU_MAX_LENGTH, `Máximo de ${SKU_MAX_LENGTH} caracteres`)
  .regex(/^[0-9A-Za-z._/-]+$/, 'Use só letras, números, ponto, barra e hífen');

/** A typed EAN-13: spaces and dashes ignored, the check digit must match. */
export const barcodeSchema = z
  .string({ error: BARCODE_INVALID })
  .transform(normalizeBarcode)
  .refine(isValidEan13, BARCODE_INVALID);

/** Blank means 'generate one from the company's prefix'. */
const optionalBarcodeSchema = z
  .string({ error: BARCODE_INVALID })
  .nullish()
  .transform((value) => (value ? normalizeBarcode(value) : null))
  .refine((value) => value === null || value === '' || isValidEan13(value), BARCODE_INVALID)
  .transform((value) => value || null);

const optionalSkuSchema = z
  .string({ error: 'SKU inválido' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(skuSchema.nullable());

const colorIdsSchema = z
  .array(uuidSchema('Cor inválida'), { error: 'Escolha ao menos uma cor' })
  .min(1, 'Escolha ao menos uma cor')
  .max(MAX_PRODUCT_COLORS, `No máximo ${MAX_PRODUCT_COLORS} cores`)
  .refine((ids) => new Set(ids).size === ids.length, 'Cor repetida');

/** A SKU or barcode typed for one colour × size on creation; blank ones are generated. */
export const productVariantDraftSchema = z.object({
  colorId: uuidSchema('Cor inválida'),
  size: sizeSchema,
  sku: optionalSkuSchema.optional(),
  barcode: optionalBarcodeSchema.optional(),
});
export type ProductVariantDraft = z.input<typeof productVariantDraftSchema>;

const unitSchema = z
  .string({ error: 'Unidade inválida' })
  .trim()
  .max(10, 'Máximo de 10 caracteres')
  .transform((value) => value || 'un');

const productFields = {
  reference: requiredText('Referência é obrigatória', 40),
  name: requiredText('Nome é obrigatório', 200),
  collection: optionalTextSchema(80).optional(),
  category: optionalTextSchema(80).optional(),
  description: optionalTextSchema(2000).optional(),
  unit: unitSchema.optional(),
  ncm: optionalNcmSchema.optional(),
  salePriceCents: optionalPriceSchema.optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'Situação inválida' }).optional(),
  sizeGridId: uuidSchema('Escolha a grade de tamanhos'),
  /** The product's own sizes, in order; the chosen grid's sizes when not given. */
  sizes: sizeListSchema.optional(),
  colorIds: colorIdsSchema,
};

export const productInputSchema = z.object({
  ...productFields,
  variants: z
    .array(productVariantDraftSchema)
    .max(MAX_GRID_SIZES * MAX_PRODUCT_COLORS)
    .optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputOutput = z.output<typeof productInputSchema>;

/**
 * Editing: any field. New colours or sizes create their variants; colours or sizes taken out deactivate theirs.
 * A new grid without `sizes` brings that grid's sizes.
 */
export const productUpdateSchema = z.object(productFields).partial();
export type ProductUpdate = z.input<typeof productUpdateSchema>;

export const productVariantUpdateSchema = z.object({
  sku: skuSchema.optional(),
  barcode: barcodeSchema.optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'Situação inválida' }).optional(),
});
export type ProductVariantUpdate = z.input<typeof productVariantUpdateSchema>;

export const productColorSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  hex: z.string().nullable(),
});
export type ProductColor = z.infer<typeof productColorSchema>;

export const productVariantSchema = z.object({
  id: z.string(),
  productId: z.string(),
  colorId: z.string().nullable(),
  colorName: z.string().nullable(),
  colorHex: z.string().nullable(),
  size: z.string(),
  sku: z.string(),
  barcode: z.string(),
  /** Finished-goods stock, 2 decimals ('12.00'); moved only by the stock ledger. */
  stock: z.string(),
  status: z.enum(PRODUCT_STATUSES),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

const productBase = {
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  collection: z.string().nullable(),
  category: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  salePriceCents: z.number().nullable(),
  /** Address of the photo (changes when the photo changes), or null. */
  photoUrl: z.string().nullable(),
  sizes: z.array(z.string()),
  colors: z.array(productColorSchema),
  /** Active variants (SKUs). */
  variantCount: z.number().int(),
  /** Finished stock of all the product's variants, 2 decimals. */
  totalStock: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const productListItemSchema = z.object(productBase);
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productSchema = z.object({
  ...productBase,
  description: z.string().nullable(),
  unit: z.string(),
  ncm: z.string().nullable(),
  sizeGridId: z.string().nullable(),
  sizeGridName: z.string().nullable(),
  /** Every variant, active ones first in colour × size order. */
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_SORT_KEYS = ['name', 'reference', 'createdAt', 'totalStock', 'salePrice'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

const productFilters = {
  collection: z.string().trim().max(80).optional(),
  category: z.string().trim().max(80).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'Situação inválida' }).optional(),
};
export const productListQuerySchema = listQuerySchema(PRODUCT_SORT_KEYS, 'name').extend(productFilters);
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export const productPageSchema = pageSchema(productListItemSchema);

/** The CSV takes the list's search, filters and order, without pages. */
export const productExportQuerySchema = productListQuerySchema.omit({ page: true, pageSize: true });

/** The collections and categories in use, for the list's filters and the form's suggestions. */
export const productFacetsSchema = z.object({
  collections: z.array(z.string()),
  categories: z.array(z.string()),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productPhotoQuerySchema = z.object({ v: z.string().max(100).optional() });
