import { z } from 'zod';
import { optionalTextSchema } from '../br/schemas.ts';
import { parseBRLToCentavos } from '../format/money.ts';
import { parseDecimal, toFixedString } from '../quantity/decimal.ts';
import { decimalSchema } from '../quantity/schemas.ts';
import { isUuid, listQuerySchema, pageSchema } from './common.ts';

/** part3 §2 cost sheets (ficha técnica de custo): versioned per product, the latest version in force. */

export const COST_COLOR_RULES = ['batch_color', 'fixed'] as const;
export type CostColorRule = (typeof COST_COLOR_RULES)[number];
export const COST_COLOR_RULE_LABELS: Record<CostColorRule, string> = {
  batch_color: 'Segue a cor do lote',
  fixed: 'Variação fixa',
};

export const COST_USAGE_AREAS = ['interno', 'faccao'] as const;
export type CostUsageArea = (typeof COST_USAGE_AREAS)[number];
export const COST_USAGE_AREA_LABELS: Record<CostUsageArea, string> = { interno: 'Interno', faccao: 'Facção' };

/** numeric(14, 4) holds 10 whole digits. */
const QUANTITY_MAX = '9999999999.9999';
const MAX_PRICE_SHARE = '99.99';
const MAX_OVERHEAD = '999.99';

export const PRICE_SHARE_TOO_HIGH = 'Impostos, taxas e margem alvo devem somar menos de 100%';

/** A percentage with up to 2 places, 0 when left empty; sent as text or number, kept as fixed text ('12.50'). */
export function costPercentSchema(max: string) {
  const invalid = 'Percentual inválido';
  return z
    .union([z.string(), z.number()], { error: invalid })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || (typeof value === 'string' && value.trim() === '')) return '0.00';
      const parsed = parseDecimal(value);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (parsed.decimalPlaces() > 2) {
        ctx.addIssue({ code: 'custom', message: 'Use no máximo 2 casas decimais' });
        return z.NEVER;
      }
      if (parsed.lt(0)) {
        ctx.addIssue({ code: 'custom', message: 'O percentual não pode ser negativo' });
        return z.NEVER;
      }
      if (parsed.gt(max)) {
        ctx.addIssue({
          code: 'custom',
          message:
            max === MAX_PRICE_SHARE
              ? 'Use um percentual menor que 100%'
              : `No máximo ${max.replace('.', ',')}%`,
        });
        return z.NEVER;
      }
      return toFixedString(parsed, 2);
    });
}

/**
 * Money in centavos (number) or pt-BR text ('18,90', 'R$ 1.234,56') as the editor's inputs hold it; empty means
 * 'take it from the catalogue' (null).
 */
function optionalCostSchema() {
  const invalid = 'Custo inválido';
  return z
    .union([z.string(), z.number()], { error: invalid })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
        return null;
      const cents = typeof value === 'number' ? value : parseBRLToCentavos(value);
      if (cents === null || !Number.isSafeInteger(cents)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (cents < 0) {
        ctx.addIssue({ code: 'custom', message: 'O valor não pode ser negativo' });
        return z.NEVER;
      }
      return cents;
    });
}

function idField(message: string) {
  return z.string({ error: message }).trim().refine(isUuid, message);
}

const optionalId = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

export const costMaterialLineInputSchema = z
  .object({
    materialId: idField('Selecione o material'),
    colorRule: z.enum(COST_COLOR_RULES, { error: 'Escolha a regra de cor' }).default('batch_color'),
    materialVariationId: optionalId,
    quantity: decimalSchema({ places: 4, min: '0', minExclusive: true, max: QUANTITY_MAX }),
    yieldUnits: decimalSchema({
      places: 4,
      min: '0',
      minExclusive: true,
      max: QUANTITY_MAX,
      message: 'Rendimento inválido',
    }).default('1.0000'),
    usageArea: z.enum(COST_USAGE_AREAS, { error: 'Escolha onde o material é usado' }).default('interno'),
    /** Empty: the material's last cost when saved. */
    unitCostCents: optionalCostSchema(),
  })
  .transform((line, ctx) => {
    if (line.colorRule === 'fixed' && !line.materialVariationId) {
      ctx.addIssue({ code: 'custom', path: ['materialVariationId'], message: 'Escolha a variação' });
      return z.NEVER;
    }
    return {
      ...line,
      materialVariationId: line.colorRule === 'fixed' ? line.materialVariationId : null,
    };
  });
export type CostMaterialLineInput = z.input<typeof costMaterialLineInputSchema>;

export const costProcessLineInputSchema = z.object({
  processId: idField('Selecione o processo'),
  /** Empty: the process's cost per piece when saved. */
  costPerPieceCents: optionalCostSchema(),
});
export type CostProcessLineInput = z.input<typeof costProcessLineInputSchema>;

export const productCostSheetInputSchema = z
  .object({
    materials: z.array(costMaterialLineInputSchema).max(100, 'No máximo 100 materiais').default([]),
    processes: z.array(costProcessLineInputSchema).max(50, 'No máximo 50 processos').default([]),
    overheadPercent: costPercentSchema(MAX_OVERHEAD),
    taxesPercent: costPercentSchema(MAX_PRICE_SHARE),
    feesPercent: costPercentSchema(MAX_PRICE_SHARE),
    targetMarginPercent: costPercentSchema(MAX_PRICE_SHARE),
    notes: optionalTextSchema(2000).optional(),
  })
  .superRefine((sheet, ctx) => {
    if (sheet.materials.length === 0 && sheet.processes.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['materials'],
        message: 'Adicione ao menos um material ou processo',
      });
    }
    const share = [sheet.taxesPercent, sheet.feesPercent, sheet.targetMarginPercent]
      .map((value) => parseDecimal(value))
      .reduce((sum, value) => (sum && value ? sum.plus(value) : null));
    if (share?.gte(100)) {
      ctx.addIssue({ code: 'custom', path: ['targetMarginPercent'], message: PRICE_SHARE_TOO_HIGH });
    }
  });
export type ProductCostSheetInput = z.input<typeof productCostSheetInputSchema>;
export type ProductCostSheetValues = z.output<typeof productCostSheetInputSchema>;

// --- Answers -------------------------------------------------------------------------------------------

export const PRODUCT_COST_FILTERS = ['without_sheet', 'below_cost'] as const;
export type ProductCostFilter = (typeof PRODUCT_COST_FILTERS)[number];

export const PRODUCT_COST_SORT_KEYS = ['name', 'reference', 'unitCost', 'margin', 'updatedAt'] as const;
export type ProductCostSortKey = (typeof PRODUCT_COST_SORT_KEYS)[number];

export const productCostListQuerySchema = listQuerySchema(PRODUCT_COST_SORT_KEYS, 'name').extend({
  filter: z.enum(PRODUCT_COST_FILTERS, { error: 'Filtro inválido' }).optional(),
});

/** A product of the list with its sheet in force summarised; the sheet fields are null without a sheet. */
export const productCostListItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  status: z.string(),
  salePriceCents: z.number().int().nullable(),
  hasSheet: z.boolean(),
  version: z.number().int().nullable(),
  unitCostCents: z.number().int().nullable(),
  /** Percent of the current price, 2 places ('29.20'); null without a sheet or a price. */
  marginPercent: z.string().nullable(),
  targetMarginPercent: z.string().nullable(),
  belowCost: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ProductCostListItem = z.infer<typeof productCostListItemSchema>;
export const productCostPageSchema = pageSchema(productCostListItemSchema);

export const productCostMaterialLineSchema = z.object({
  id: z.string(),
  materialId: z.string(),
  materialName: z.string(),
  materialUnit: z.string(),
  materialCategory: z.string(),
  colorRule: z.enum(COST_COLOR_RULES),
  materialVariationId: z.string().nullable(),
  variationName: z.string().nullable(),
  quantity: z.string(),
  yieldUnits: z.string(),
  consumptionPerPiece: z.string(),
  usageArea: z.enum(COST_USAGE_AREAS),
  unitCostCents: z.number().int(),
  /** Exact centavos with 4 places ('629.9370'): rounding happens once, on the unit cost. */
  costPerPieceCents: z.string(),
});
export type ProductCostMaterialLine = z.infer<typeof productCostMaterialLineSchema>;

export const productCostProcessLineSchema = z.object({
  id: z.string(),
  processId: z.string(),
  processName: z.string(),
  costPerPieceCents: z.number().int(),
});
export type ProductCostProcessLine = z.infer<typeof productCostProcessLineSchema>;

export const productCostFiguresSchema = z.object({
  materialsCents: z.string(),
  processesCents: z.string(),
  baseCents: z.string(),
  overheadCents: z.string(),
  unitCostCents: z.number().int(),
  suggestedPriceCents: z.number().int().nullable(),
  /** Why there is no suggested price (percentages reaching 100%). */
  suggestedPriceMessage: z.string().nullable(),
  salePriceCents: z.number().int().nullable(),
  deductionsCents: z.number().int().nullable(),
  profitCents: z.number().int().nullable(),
  marginPercent: z.string().nullable(),
  belowCost: z.boolean(),
});
export type ProductCostFigures = z.infer<typeof productCostFiguresSchema>;

export const productCostSheetSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  isCurrent: z.boolean(),
  overheadPercent: z.string(),
  taxesPercent: z.string(),
  feesPercent: z.string(),
  targetMarginPercent: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  materials: z.array(productCostMaterialLineSchema),
  processes: z.array(productCostProcessLineSchema),
  figures: productCostFiguresSchema,
});
export type ProductCostSheet = z.infer<typeof productCostSheetSchema>;

export const productCostVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  unitCostCents: z.number().int(),
});
export type ProductCostVersion = z.infer<typeof productCostVersionSchema>;

export const productCostDetailSchema = z.object({
  product: z.object({
    id: z.string(),
    reference: z.string(),
    name: z.string(),
    unit: z.string(),
    status: z.string(),
    salePriceCents: z.number().int().nullable(),
  }),
  /** The version asked for (the one in force by default); null when the product has no sheet yet. */
  sheet: productCostSheetSchema.nullable(),
  /** Newest first. */
  versions: z.array(productCostVersionSchema),
});
export type ProductCostDetail = z.infer<typeof productCostDetailSchema>;

export const productCostDetailQuerySchema = z.object({
  version: z
    .string()
    .regex(/^\d{1,9}$/, 'Versão inválida')
    .transform(Number)
    .optional(),
});

export const productCostOptionsSchema = z.object({
  materials: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      unit: z.string(),
      lastCostCents: z.number().int().nullable(),
      variations: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          colorName: z.string().nullable(),
          colorHex: z.string().nullable(),
          size: z.string().nullable(),
        }),
      ),
    }),
  ),
  processes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.string(),
      costPerPieceCents: z.number().int(),
    }),
  ),
});
export type ProductCostOptions = z.infer<typeof productCostOptionsSchema>;
export type ProductCostMaterialOption = ProductCostOptions['materials'][number];
export type ProductCostProcessOption = ProductCostOptions['processes'][number];
