import { z } from 'zod';
import { optionalTextSchema } from '../br/schemas.ts';
import { Dec, parseDecimal, STOCK_PLACES } from '../quantity/decimal.ts';
import { centsSchema, decimalSchema } from '../quantity/schemas.ts';
import { isUuid, listQuerySchema, pageSchema, requiredText } from './common.ts';

/** part3 §1 Materials. */
export const MATERIAL_CATEGORIES = [
  'tecido',
  'aviamento',
  'etiqueta',
  'embalagem',
  'linha',
  'outro',
] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];
export const MATERIAL_CATEGORY_LABELS: Record<MaterialCategory, string> = {
  tecido: 'Tecido',
  aviamento: 'Aviamento',
  etiqueta: 'Etiqueta',
  embalagem: 'Embalagem',
  linha: 'Linha',
  outro: 'Outro',
};

export const MATERIAL_UNITS = ['m', 'kg', 'un', 'cone', 'rolo', 'par'] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];
export const MATERIAL_UNIT_LABELS: Record<MaterialUnit, string> = {
  m: 'Metro (m)',
  kg: 'Quilo (kg)',
  un: 'Unidade (un)',
  cone: 'Cone',
  rolo: 'Rolo',
  par: 'Par',
};

/** Units counted whole (a cone, a pair, a roll); metres and kilos take the stock's decimals. */
const WHOLE_UNITS: ReadonlySet<string> = new Set<MaterialUnit>(['un', 'cone', 'rolo', 'par']);

/** How many decimals a quantity typed in this unit takes: 0 for whole units, 2 (stock places) otherwise. */
export function unitDecimals(unit: string | null | undefined): number {
  return unit && WHOLE_UNITS.has(unit) ? 0 : STOCK_PLACES;
}

export const MATERIAL_STATUSES = ['ativo', 'inativo'] as const;
export type MaterialStatus = (typeof MATERIAL_STATUSES)[number];
export const MATERIAL_STATUS_LABELS: Record<MaterialStatus, string> = { ativo: 'Ativo', inativo: 'Inativo' };

/** The one variation of a material that has no colours or sizes. */
export const DEFAULT_VARIATION_NAME = 'Padrão';
export const MAX_VARIATIONS_AT_ONCE = 300;

// ---- Pure rules ---------------------------------------------------------------------------------------------

/** 'Azul marinho / G', 'Azul marinho', 'G', or 'Padrão' when the variation has neither. */
export function variationName(colorName: string | null | undefined, size: string | null | undefined): string {
  const parts = [colorName?.trim(), size?.trim()].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' / ') : DEFAULT_VARIATION_NAME;
}

export type VariationCombo = { colorId: string | null; size: string | null; name: string };

/**
 * The variations chosen colours × sizes make: every pair when both are given, one per colour or one per size
 * when only one list is given, none when both are empty (the material then keeps its default variation).
 */
export function variationCombos(colors: { id: string; name: string }[], sizes: string[]): VariationCombo[] {
  const colorList: ({ id: string; name: string } | null)[] = colors.length ? colors : [null];
  const sizeList: (string | null)[] = sizes.length ? sizes : [null];
  if (!colors.length && !sizes.length) return [];
  const combos: VariationCombo[] = [];
  for (const color of colorList) {
    for (const size of sizeList) {
      combos.push({ colorId: color?.id ?? null, size, name: variationName(color?.name, size) });
    }
  }
  return combos;
}

/** 'P, M, G' or 'P M G GG' or '36;38' into distinct sizes in typed order (case-insensitive duplicates dropped). */
export function parseSizeList(text: string): string[] {
  const separator = /[,;]/.test(text) ? /[,;]+/ : /\s+/;
  const seen = new Set<string>();
  const sizes: string[] = [];
  for (const raw of text.split(separator)) {
    const size = raw.trim();
    if (!size || seen.has(size.toLowerCase())) continue;
    seen.add(size.toLowerCase());
    sizes.push(size);
  }
  return sizes;
}

const SIZE_ORDER = [
  'RN',
  'PP',
  'P',
  'M',
  'G',
  'GG',
  'XG',
  'XGG',
  'EG',
  'EGG',
  'G1',
  'G2',
  'G3',
  'G4',
  'G5',
  'U',
  'ÚNICO',
];
const NUMERIC_SIZE = /^\d+(?:[.,]\d+)?$/;

/** Orders sizes as people read a grid: numbers by value, PP P M G GG... by garment order, anything else by name. */
export function compareSizes(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  const numA = NUMERIC_SIZE.test(a);
  const numB = NUMERIC_SIZE.test(b);
  if (numA && numB) return Number(a.replace(',', '.')) - Number(b.replace(',', '.'));
  if (numA !== numB) return numA ? -1 : 1;
  const rankA = SIZE_ORDER.indexOf(a.toUpperCase());
  const rankB = SIZE_ORDER.indexOf(b.toUpperCase());
  if (rankA >= 0 && rankB >= 0) return rankA - rankB;
  if (rankA >= 0 !== rankB >= 0) return rankA >= 0 ? -1 : 1;
  return a.localeCompare(b, 'pt-BR', { numeric: true });
}

/** A variation is below the minimum when its stock is strictly less than the material's minimum stock. */
export function isBelowMinimum(stock: string, minimumStock: string): boolean {
  const value = parseDecimal(stock);
  const minimum = parseDecimal(minimumStock);
  if (!value || !minimum) return false;
  return value.lt(minimum);
}

/** Sum of decimal stock strings, exactly ('12.50' + '0.25' = '12.75'). */
export function sumStock(values: string[]): string {
  return values.reduce((total, value) => total.plus(parseDecimal(value) ?? 0), new Dec(0)).toFixed(2);
}

// ---- Inputs ---------------------------------------------------------------------------------------------------

function optionalId(message: string) {
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isUuid(value), message);
}

const idSchema = (message: string) => z.string({ error: message }).refine(isUuid, message);

/** Blank, null or absent → null; otherwise centavos (number) or pt-BR money text. */
const optionalCentsSchema = z
  .union([z.number(), z.string(), z.null()], { error: 'Valor inválido' })
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? null : value))
  .pipe(centsSchema().nullable());

/** Stock quantity ≥ 0 with 2 decimals; blank means 0. */
const minimumStockSchema = z
  .union([z.string(), z.number(), z.null()], { error: 'Quantidade inválida' })
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? '0' : value))
  .pipe(decimalSchema({ places: 2, min: '0' }));

export const materialSizeSchema = z
  .string({ error: 'Tamanho inválido' })
  .trim()
  .min(1, 'Tamanho inválido')
  .max(20, 'Tamanho: máximo de 20 caracteres');

const optionalSizeSchema = z
  .union([z.string(), z.null()], { error: 'Tamanho inválido' })
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : null))
  .pipe(materialSizeSchema.nullable());

/** Colours × sizes to generate variations from (at most MAX_VARIATIONS_AT_ONCE combinations). */
const variationGridFields = {
  colorIds: z
    .array(idSchema('Cor inválida'), { error: 'Cores inválidas' })
    .max(60, 'No máximo 60 cores de uma vez')
    .default([]),
  sizes: z
    .array(materialSizeSchema, { error: 'Tamanhos inválidos' })
    .max(40, 'No máximo 40 tamanhos de uma vez')
    .default([]),
};

function checkGrid(value: { colorIds: string[]; sizes: string[] }, ctx: z.RefinementCtx) {
  if (new Set(value.colorIds).size !== value.colorIds.length)
    ctx.addIssue({ code: 'custom', path: ['colorIds'], message: 'Cor repetida' });
  const sizes = value.sizes.map((s) => s.toLowerCase());
  if (new Set(sizes).size !== sizes.length)
    ctx.addIssue({ code: 'custom', path: ['sizes'], message: 'Tamanho repetido' });
  const combos = Math.max(value.colorIds.length, 1) * Math.max(value.sizes.length, 1);
  if (combos > MAX_VARIATIONS_AT_ONCE)
    ctx.addIssue({
      code: 'custom',
      path: ['sizes'],
      message: `No máximo ${MAX_VARIATIONS_AT_ONCE} variações de uma vez`,
    });
}

const materialFields = {
  name: requiredText('Nome é obrigatório', 200),
  category: z.enum(MATERIAL_CATEGORIES, { error: 'Escolha a categoria' }),
  unit: z.enum(MATERIAL_UNITS, { error: 'Escolha a unidade' }),
  defaultSupplierId: optionalId('Fornecedor inválido'),
  lastCostCents: optionalCentsSchema,
  minimumStock: minimumStockSchema,
  notes: optionalTextSchema(2000).optional(),
  status: z.enum(MATERIAL_STATUSES, { error: 'Situação inválida' }),
};

/** Create: the material and, optionally, the colours × sizes its variations are generated from. */
export const materialInputSchema = z
  .object({ ...materialFields, status: materialFields.status.default('ativo'), ...variationGridFields })
  .superRefine(checkGrid);
export type MaterialInput = z.input<typeof materialInputSchema>;

export const materialUpdateSchema = z.object(materialFields).partial();
export type MaterialUpdate = z.input<typeof materialUpdateSchema>;

/** Adds variations to a material: colours × sizes (at least one of them). */
export const materialVariationsAddSchema = z.object(variationGridFields).superRefine((value, ctx) => {
  if (!value.colorIds.length && !value.sizes.length)
    ctx.addIssue({ code: 'custom', path: ['colorIds'], message: 'Escolha ao menos uma cor ou um tamanho' });
  checkGrid(value, ctx);
});
export type MaterialVariationsAdd = z.input<typeof materialVariationsAddSchema>;

/** Edits one variation: its name, colour, size or status (deactivate/reactivate). */
export const materialVariationUpdateSchema = z.object({
  name: requiredText('Nome é obrigatório', 120).optional(),
  // Absent leaves it as is; null or blank clears it.
  colorId: optionalId('Cor inválida').optional(),
  size: optionalSizeSchema.optional(),
  status: z.enum(MATERIAL_STATUSES, { error: 'Situação inválida' }).optional(),
});
export type MaterialVariationUpdate = z.input<typeof materialVariationUpdateSchema>;

// ---- Outputs --------------------------------------------------------------------------------------------------

export const materialVariationSchema = z.object({
  id: z.string(),
  materialId: z.string(),
  name: z.string(),
  colorId: z.string().nullable(),
  colorName: z.string().nullable(),
  colorHex: z.string().nullable(),
  size: z.string().nullable(),
  isDefault: z.boolean(),
  /** Decimal text with 2 places ('12.50'); moved only by the stock ledger. */
  stock: z.string(),
  status: z.enum(MATERIAL_STATUSES),
  belowMinimum: z.boolean(),
  /** Has ledger lines: it can be deactivated but never deleted. */
  hasMovements: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaterialVariation = z.infer<typeof materialVariationSchema>;

const materialBase = {
  id: z.string(),
  name: z.string(),
  category: z.enum(MATERIAL_CATEGORIES),
  unit: z.enum(MATERIAL_UNITS),
  defaultSupplierId: z.string().nullable(),
  defaultSupplierName: z.string().nullable(),
  lastCostCents: z.number().nullable(),
  minimumStock: z.string(),
  notes: z.string().nullable(),
  status: z.enum(MATERIAL_STATUSES),
  /** Σ stock of its variations. */
  stockTotal: z.string(),
  /** Active material with an active variation below the minimum stock. */
  belowMinimum: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const materialSchema = z.object({ ...materialBase, variations: z.array(materialVariationSchema) });
export type Material = z.infer<typeof materialSchema>;

export const materialListItemSchema = z.object({
  ...materialBase,
  variationCount: z.number().int(),
  /** Active variations below the minimum (0 for an inactive material): '2 variações abaixo do mínimo'. */
  belowMinimumCount: z.number().int(),
});
export type MaterialListItem = z.infer<typeof materialListItemSchema>;

export const MATERIAL_SORT_KEYS = [
  'name',
  'category',
  'stockTotal',
  'minimumStock',
  'lastCost',
  'createdAt',
] as const;
export type MaterialSortKey = (typeof MATERIAL_SORT_KEYS)[number];

/** '' (an empty filter in a URL) is the same as no filter. */
function optionalFilter<const V extends readonly [string, ...string[]]>(values: V, message: string) {
  return z
    .union([z.enum(values), z.literal('')], { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const materialListQuerySchema = listQuerySchema(MATERIAL_SORT_KEYS, 'name').extend({
  category: optionalFilter(MATERIAL_CATEGORIES, 'Categoria inválida'),
  status: optionalFilter(MATERIAL_STATUSES, 'Situação inválida'),
  belowMinimum: z
    .enum(['true', 'false', ''], { error: 'Filtro inválido' })
    .optional()
    .transform((value) => value === 'true'),
});
export type MaterialListQuery = z.input<typeof materialListQuerySchema>;
export const materialPageSchema = pageSchema(materialListItemSchema);

/** Purchase price history (part3 §1): entries of the ledger that carry a unit cost, newest first. */
export const materialPriceEntrySchema = z.object({
  movementId: z.string(),
  date: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  variationId: z.string(),
  variationName: z.string(),
  quantity: z.string(),
  unitCostCents: z.number(),
});
export type MaterialPriceEntry = z.infer<typeof materialPriceEntrySchema>;

export const materialSupplierPriceSchema = z.object({
  /** null groups the entries with no supplier. */
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  purchases: z.number().int(),
  totalQuantity: z.string(),
  lastUnitCostCents: z.number(),
  lastDate: z.string(),
  /** Weighted by quantity, rounded half-up to the centavo. */
  averageUnitCostCents: z.number(),
});
export type MaterialSupplierPrice = z.infer<typeof materialSupplierPriceSchema>;

export const materialPriceHistorySchema = z.object({
  entries: z.array(materialPriceEntrySchema),
  /** How many entries exist in all (the list holds the newest ones). */
  totalEntries: z.number().int(),
  suppliers: z.array(materialSupplierPriceSchema),
});
export type MaterialPriceHistory = z.infer<typeof materialPriceHistorySchema>;

/** For pickers (stock entries, cost sheets): materials with their variations, plus colours and suppliers. */
export const materialOptionsQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca longa demais').optional(),
  includeInactive: z
    .enum(['true', 'false', ''], { error: 'Filtro inválido' })
    .optional()
    .transform((value) => value === 'true'),
});

export const materialOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(MATERIAL_CATEGORIES),
  unit: z.enum(MATERIAL_UNITS),
  status: z.enum(MATERIAL_STATUSES),
  lastCostCents: z.number().nullable(),
  minimumStock: z.string(),
  defaultSupplierId: z.string().nullable(),
  variations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      colorId: z.string().nullable(),
      colorName: z.string().nullable(),
      size: z.string().nullable(),
      isDefault: z.boolean(),
      stock: z.string(),
      status: z.enum(MATERIAL_STATUSES),
    }),
  ),
});
export type MaterialOption = z.infer<typeof materialOptionSchema>;

export const materialColorOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  hex: z.string().nullable(),
});
export type MaterialColorOption = z.infer<typeof materialColorOptionSchema>;

export const materialOptionsSchema = z.object({
  items: z.array(materialOptionSchema),
  colors: z.array(materialColorOptionSchema),
  suppliers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type MaterialOptions = z.infer<typeof materialOptionsSchema>;
