import { z } from 'zod';
import { parseBRLToCentavos } from '../format/money.ts';
import { parseDecimal, toFixedString } from '../quantity/decimal.ts';
import { PRICE_CHANGE_MAX_PERCENT, PRICE_CHANGE_MIN_PERCENT } from '../sales/pricing.ts';
import { isUuid, listQuerySchema, pageSchema } from './common.ts';

/** part4 §1 'Sale prices': price tables, a price per product and per SKU, bulk changes and the history. */

export const DEFAULT_PRICE_TABLE_NAME = 'Varejo';
export const PRICE_TABLE_NAME_TAKEN = 'Já existe uma tabela de preços com este nome.';
export const PRICE_TABLE_NOT_FOUND = 'Tabela de preços não encontrada';
export const DEFAULT_TABLE_STAYS_ACTIVE = 'A tabela padrão (Varejo) não pode ser desativada.';
export const PRICE_PRODUCT_NOT_FOUND = 'Produto não encontrado';
export const PRICE_VARIANT_NOT_FOUND = 'SKU não encontrado neste produto';
/** Most rows one save or one bulk change writes. */
export const PRICE_WRITE_MAX = 5_000;

const uuid = (message: string) => z.string({ error: message }).refine(isUuid, message);

const minQuantitySchema = z
  .union([z.number(), z.string(), z.null()], { error: 'Quantidade mínima inválida' })
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const parsed = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: 'Informe um número inteiro de peças, a partir de 1' });
      return z.NEVER;
    }
    return parsed;
  });

export const priceTableInputSchema = z.object({
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(80, 'Máximo de 80 caracteres'),
  /** Pieces an order needs for this table (e.g. 'Atacado' from 12); empty: any quantity. */
  minQuantity: minQuantitySchema.optional(),
});
export type PriceTableInput = z.input<typeof priceTableInputSchema>;

export const priceTableUpdateSchema = priceTableInputSchema.partial().extend({
  active: z.boolean({ error: 'Situação inválida' }).optional(),
});
export type PriceTableUpdate = z.input<typeof priceTableUpdateSchema>;

export const priceTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  minQuantity: z.number().int().nullable(),
  isDefault: z.boolean(),
  active: z.boolean(),
  /** Products with a price of their own in this table. */
  pricedProducts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PriceTable = z.infer<typeof priceTableSchema>;

export const priceTableListSchema = z.object({ items: z.array(priceTableSchema) });
export type PriceTableList = z.infer<typeof priceTableListSchema>;

/** A price in centavos (number) or pt-BR text ('R$ 89,90'); null removes it. Never negative. */
export const salePriceSchema = z
  .union([z.number(), z.string(), z.null()], { error: 'Preço inválido' })
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const cents = typeof value === 'number' ? value : parseBRLToCentavos(value);
    if (cents === null || !Number.isSafeInteger(cents)) {
      ctx.addIssue({ code: 'custom', message: 'Preço inválido' });
      return z.NEVER;
    }
    if (cents < 0) {
      ctx.addIssue({ code: 'custom', message: 'O preço não pode ser negativo' });
      return z.NEVER;
    }
    return cents;
  });

export const priceWriteSchema = z.object({
  productId: uuid('Produto inválido'),
  /** A SKU of the product: its own price, overriding the product's. Absent: the product's price. */
  variantId: uuid('SKU inválido').nullable().optional(),
  priceCents: salePriceSchema,
});

export const priceSaveSchema = z.object({
  prices: z
    .array(priceWriteSchema, { error: 'Informe os preços' })
    .min(1, 'Informe ao menos um preço')
    .max(PRICE_WRITE_MAX, `No máximo ${PRICE_WRITE_MAX} preços por vez`),
});
export type PriceSave = z.input<typeof priceSaveSchema>;

export const priceSaveResultSchema = z.object({ changed: z.number().int() });

export const PRICE_LIST_SORT_KEYS = ['name', 'reference', 'price', 'margin'] as const;
export type PriceListSortKey = (typeof PRICE_LIST_SORT_KEYS)[number];
export const PRICE_LIST_FILTERS = ['below_cost', 'without_price'] as const;
export type PriceListFilter = (typeof PRICE_LIST_FILTERS)[number];

const filterSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(PRICE_LIST_FILTERS, { error: 'Filtro inválido' }).optional(),
);

export const priceListQuerySchema = listQuerySchema(PRICE_LIST_SORT_KEYS, 'name').extend({
  filter: filterSchema,
});

export const priceProductRowSchema = z.object({
  productId: z.string(),
  reference: z.string(),
  name: z.string(),
  status: z.string(),
  /** The product's price in this table, for all its SKUs (null: none here). */
  priceCents: z.number().nullable(),
  /** SKUs with a price of their own in this table. */
  overrides: z.number().int(),
  /** Unit cost of the cost sheet in force (null: no sheet). */
  unitCostCents: z.number().nullable(),
  markupPercent: z.string().nullable(),
  marginPercent: z.string().nullable(),
  belowCost: z.boolean(),
});
export type PriceProductRow = z.infer<typeof priceProductRowSchema>;
export const priceProductPageSchema = pageSchema(priceProductRowSchema);

/** Optional in the schema so another company's table answers 404 before the product is asked for. */
export const priceSkuQuerySchema = z.object({ productId: uuid('Produto inválido').optional() });
export const PRICE_SKU_PRODUCT_REQUIRED = 'Informe o produto';

export const priceSkuRowSchema = z.object({
  variantId: z.string(),
  sku: z.string(),
  colorName: z.string().nullable(),
  size: z.string(),
  status: z.string(),
  /** The SKU's own price in this table (null: it sells at the product's). */
  overrideCents: z.number().nullable(),
  /** What it sells at in this table (see resolveUnitPrice). */
  effectiveCents: z.number().nullable(),
  markupPercent: z.string().nullable(),
  marginPercent: z.string().nullable(),
  belowCost: z.boolean(),
});
export const priceSkuListSchema = z.object({
  productPriceCents: z.number().nullable(),
  /** The cost sheet in force (null: none): what judges a price typed on the screen as the list judges it. */
  cost: z.object({ unitCostCents: z.number(), taxesPercent: z.string(), feesPercent: z.string() }).nullable(),
  items: z.array(priceSkuRowSchema),
});
export type PriceSkuList = z.infer<typeof priceSkuListSchema>;

/** The percentage of a bulk change: -99,99% to +1.000%, up to 2 places, not zero. */
export const priceChangePercentSchema = z
  .union([z.string(), z.number()], { error: 'Informe o percentual' })
  .transform((value, ctx) => {
    const parsed = parseDecimal(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'Informe o percentual' });
      return z.NEVER;
    }
    if (parsed.decimalPlaces() > 2) {
      ctx.addIssue({ code: 'custom', message: 'Use no máximo 2 casas decimais' });
      return z.NEVER;
    }
    if (parsed.isZero()) {
      ctx.addIssue({ code: 'custom', message: 'Informe um percentual diferente de zero' });
      return z.NEVER;
    }
    if (parsed.lt(PRICE_CHANGE_MIN_PERCENT)) {
      ctx.addIssue({ code: 'custom', message: 'A redução deve ser menor que 100%' });
      return z.NEVER;
    }
    if (parsed.gt(PRICE_CHANGE_MAX_PERCENT)) {
      ctx.addIssue({ code: 'custom', message: 'No máximo 1.000% de aumento' });
      return z.NEVER;
    }
    return toFixedString(parsed, 2);
  });

export const priceBulkChangeSchema = z.object({
  percent: priceChangePercentSchema,
  /** The list's search: only the products it finds. Absent: the whole table. */
  q: z.string().trim().max(200, 'Busca longa demais').optional(),
  filter: filterSchema,
  /** Only answer what would change (the preview). */
  dryRun: z.boolean().optional(),
});
export type PriceBulkChange = {
  percent: string | number;
  q?: string | undefined;
  filter?: PriceListFilter | undefined;
  dryRun?: boolean | undefined;
};

export const priceChangeRowSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  reference: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  oldPriceCents: z.number(),
  newPriceCents: z.number(),
});
export const priceBulkChangeResultSchema = z.object({
  /** Prices the change touches (all of them, also past the listed ones). */
  count: z.number().int(),
  /** The first rows of the change, for the preview. */
  items: z.array(priceChangeRowSchema),
  applied: z.boolean(),
});
export type PriceBulkChangeResult = z.infer<typeof priceBulkChangeResultSchema>;

/** 'manual': typed on this screen; 'reajuste': a bulk change of N%; 'cadastro': the product form's sale price. */
export const PRICE_CHANGE_REASONS = ['manual', 'reajuste', 'cadastro'] as const;
export type PriceChangeReason = (typeof PRICE_CHANGE_REASONS)[number];

export const PRICE_HISTORY_SORT_KEYS = ['changedAt'] as const;
export const priceHistoryQuerySchema = listQuerySchema(PRICE_HISTORY_SORT_KEYS, 'changedAt').extend({
  dir: z.enum(['asc', 'desc'], { error: 'Direção inválida' }).default('desc'),
});

export const priceHistoryRowSchema = z.object({
  id: z.string(),
  changedAt: z.string(),
  changedByName: z.string().nullable(),
  productId: z.string(),
  reference: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  oldPriceCents: z.number().nullable(),
  newPriceCents: z.number().nullable(),
  reason: z.enum(PRICE_CHANGE_REASONS),
  percent: z.string().nullable(),
});
export type PriceHistoryRow = z.infer<typeof priceHistoryRowSchema>;
export const priceHistoryPageSchema = pageSchema(priceHistoryRowSchema);

/** For the PDV's catalogue: every active SKU's price in the table, resolved. */
export const variantPriceListSchema = z.object({
  priceTableId: z.string(),
  items: z.array(z.object({ variantId: z.string(), priceCents: z.number().nullable() })),
});
export type VariantPriceList = z.infer<typeof variantPriceListSchema>;
