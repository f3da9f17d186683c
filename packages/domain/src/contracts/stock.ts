import { z } from 'zod';
import { optionalTextSchema } from '../br/schemas.ts';
import { formatQuantity } from '../format/numbers.ts';
import { decimalSchema } from '../quantity/schemas.ts';
import { isUuid, pageSchema } from './common.ts';

/** part3 §3: the movement types of the one stock ledger. */
export const STOCK_MOVEMENT_TYPES = [
  'entrada',
  'saida',
  'ajuste',
  'transferencia',
  'envio_faccao',
  'retorno_faccao',
  'consumo_corte',
  'venda',
  'devolucao',
] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

export const STOCK_MOVEMENT_TYPE_LABELS: Record<StockMovementType, string> = {
  entrada: 'Entrada',
  saida: 'Saída',
  ajuste: 'Ajuste',
  transferencia: 'Transferência',
  envio_faccao: 'Envio para facção',
  retorno_faccao: 'Retorno da facção',
  consumo_corte: 'Consumo no corte',
  venda: 'Venda',
  devolucao: 'Devolução',
};

const itemId = z.string({ error: 'Item inválido' }).refine(isUuid, 'Item inválido');

/** What a ledger line moves: a material variation or a finished-goods SKU (product variant). */
export const stockItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('material'), variationId: itemId }),
    z.object({ kind: z.literal('product'), variantId: itemId }),
  ],
  { error: 'Escolha o item' },
);
export type StockItem = z.infer<typeof stockItemSchema>;

/** Quantities of stock: 2 decimals (decisions.md), sent as text or number, normalised to '12.50'. */
export const stockQuantitySchema = decimalSchema({ places: 2, min: '0', minExclusive: true });

const uuidOrNull = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isUuid(v), 'Identificador inválido');

/** A manual entry (entrada) or withdrawal (saida) of one or more items, as the stock screen posts it. */
export const stockManualLineSchema = z.object({
  item: stockItemSchema,
  quantity: stockQuantitySchema,
  /** Cost per unit in centavos (entries from a supplier feed the material's price history). */
  unitCostCents: z.number().int('Valor inválido').min(0, 'O valor não pode ser negativo').nullish(),
});
export const stockManualDocumentSchema = z.object({
  type: z.enum(['entrada', 'saida'], { error: 'Tipo inválido' }),
  supplierId: uuidOrNull,
  notes: optionalTextSchema(1000).optional(),
  lines: z
    .array(stockManualLineSchema, { error: 'Inclua ao menos um item' })
    .min(1, 'Inclua ao menos um item')
    .max(5000, 'No máximo 5.000 itens por lançamento'),
});
export type StockManualDocumentInput = z.input<typeof stockManualDocumentSchema>;

/** An adjustment after a count: the balance the item should have; the ledger records the difference. */
export const stockAdjustmentSchema = z.object({
  item: stockItemSchema,
  countedQuantity: decimalSchema({ places: 2, min: '0' }),
  notes: z
    .string({ error: 'Informe o motivo do ajuste' })
    .trim()
    .min(1, 'Informe o motivo do ajuste')
    .max(1000, 'Máximo de 1000 caracteres'),
});
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;

export const stockReversalSchema = z.object({
  notes: z
    .string({ error: 'Informe o motivo do estorno' })
    .trim()
    .min(1, 'Informe o motivo do estorno')
    .max(1000, 'Máximo de 1000 caracteres'),
});

/** One line of the ledger as the screens read it. Quantities are signed decimal strings ('-3.50'). */
export const stockMovementSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  type: z.enum(STOCK_MOVEMENT_TYPES),
  itemKind: z.enum(['material', 'product']),
  materialId: z.string().nullable(),
  materialVariationId: z.string().nullable(),
  productId: z.string().nullable(),
  productVariantId: z.string().nullable(),
  /** Material name, or product reference and name. */
  itemName: z.string(),
  /** Variation name, or 'colour / size' of the SKU. */
  variantLabel: z.string().nullable(),
  sku: z.string().nullable(),
  colorName: z.string().nullable(),
  size: z.string().nullable(),
  unit: z.string(),
  quantity: z.string(),
  balanceAfter: z.string(),
  unitCostCents: z.number().nullable(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  referenceType: z.string(),
  referenceId: z.string().nullable(),
  reversesMovementId: z.string().nullable(),
  reversedByMovementId: z.string().nullable(),
  notes: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** A real calendar day 'yyyy-MM-dd' (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
  .refine(isCalendarDate, 'Data inválida')
  .optional();
const optionalUuid = z
  .string()
  .optional()
  .refine((v) => v === undefined || v === '' || isUuid(v), 'Identificador inválido')
  .transform((v) => v || undefined);

/**
 * Filters of the ledger screen and of the material detail page. Pages are keyset cursors (the ledger grows to
 * millions of lines), newest first; `from`/`to` are São Paulo calendar days, both inclusive.
 */
export const stockMovementListQuerySchema = z.object({
  from: dateOnly,
  to: dateOnly,
  type: z.enum(STOCK_MOVEMENT_TYPES, { error: 'Tipo inválido' }).optional(),
  itemKind: z.enum(['material', 'product'], { error: 'Item inválido' }).optional(),
  materialId: optionalUuid,
  materialVariationId: optionalUuid,
  productId: optionalUuid,
  productVariantId: optionalUuid,
  userId: optionalUuid,
  referenceId: optionalUuid,
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce
    .number({ error: 'Tamanho de página inválido' })
    .int('Tamanho de página inválido')
    .min(1, 'Tamanho de página inválido')
    .max(200, 'No máximo 200 por página')
    .default(50),
});
export type StockMovementListQuery = z.input<typeof stockMovementListQuerySchema>;

export const stockMovementPageSchema = z.object({
  items: z.array(stockMovementSchema),
  /** Cursor of the next page, null on the last one. */
  nextCursor: z.string().nullable(),
});
export type StockMovementPage = z.infer<typeof stockMovementPageSchema>;

/**
 * Totals of the filtered ledger: the line count, and what came in and went out in R$. Quantities (what came in,
 * what went out as a positive number, the net) only add up within one unit, so they are given only when the
 * filters narrow to one item (a material, a variation, a product or a SKU): `unit` is then that item's unit;
 * otherwise `unit` and the quantities are null (kg, m, pieces and cones do not add up).
 */
export const stockMovementTotalsSchema = z.object({
  lines: z.number().int(),
  unit: z.string().nullable(),
  quantityIn: z.string().nullable(),
  quantityOut: z.string().nullable(),
  net: z.string().nullable(),
  /** Σ |quantity| × unit cost of the lines that carry a cost, in centavos. */
  valueInCents: z.number(),
  valueOutCents: z.number(),
});
export type StockMovementTotals = z.infer<typeof stockMovementTotalsSchema>;

// ---- Ledger rules shared by server and screens --------------------------------------------------------------

/** Messages of the stock area, in one place for the services, the screens and the tests. */
export const STOCK_MESSAGES = {
  itemNotFound: 'Item de estoque não encontrado',
  movementNotFound: 'Movimentação não encontrada',
  documentNotFound: 'Lançamento de estoque não encontrado',
  supplierNotFound: 'Fornecedor não encontrado',
  alreadyReversed: 'Esta movimentação já foi estornada',
  documentAlreadyReversed: 'Este lançamento já foi estornado',
  reversalOfReversal: 'Um estorno não pode ser estornado; lance a correção como uma nova movimentação',
  noDifference: 'O saldo contado é igual ao saldo atual: não há diferença para ajustar',
  tooLarge: 'Quantidade alta demais para o estoque',
  invalidCursor: 'Página inválida; recarregue a lista',
  periodOrder: 'A data final deve ser igual ou posterior à inicial',
} as const;

/**
 * part2/part3: 'Estoque insuficiente para {name} {colour}. Disponível: {n}, Necessário: {n}', with the numbers in
 * pt-BR with 2 decimals ('3,00'). Without a colour only the name is shown.
 */
export function insufficientStockMessage(
  name: string,
  colour: string | null | undefined,
  available: string,
  needed: string,
): string {
  const item = [name.trim(), colour?.trim()].filter(Boolean).join(' ');
  return `Estoque insuficiente para ${item}. Disponível: ${formatQuantity(available, 2)}, Necessário: ${formatQuantity(needed, 2)}`;
}

// ---- Posting results, item picker, balances, users ----------------------------------------------------------

/** What a posting answers: the ledger document and its lines, in the order they were given. */
export const stockPostingSchema = z.object({
  documentId: z.string(),
  movementIds: z.array(z.string()),
});
export type StockPosting = z.infer<typeof stockPostingSchema>;

const kindFilter = z.enum(['material', 'product'], { error: 'Item inválido' }).optional();
const booleanFlag = z
  .enum(['true', 'false', ''], { error: 'Filtro inválido' })
  .optional()
  .transform((value) => value === 'true');

/** The item picker: material variations and product SKUs matching a search, or those of one material/product. */
export const stockItemsQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca longa demais').optional(),
  kind: kindFilter,
  materialId: optionalUuid,
  productId: optionalUuid,
  /** Include inactive items (the ledger list filters); the posting forms leave them out. */
  includeInactive: booleanFlag,
});
export type StockItemsQuery = z.input<typeof stockItemsQuerySchema>;

/** One stock item with its current balance: a row of the picker and of the 'Saldos' tab. */
export const stockItemOptionSchema = z.object({
  kind: z.enum(['material', 'product']),
  /** The material variation (kind 'material') or the product variant (kind 'product'). */
  id: z.string(),
  materialId: z.string().nullable(),
  productId: z.string().nullable(),
  /** Material name, or product reference and name. */
  name: z.string(),
  /** Variation name ('Padrão' for the default one), or 'colour / size' of the SKU. */
  variantLabel: z.string(),
  sku: z.string().nullable(),
  unit: z.string(),
  stock: z.string(),
  /** The material's minimum stock; products have none. */
  minimumStock: z.string().nullable(),
  belowMinimum: z.boolean(),
  lastCostCents: z.number().nullable(),
  active: z.boolean(),
});
export type StockItemOption = z.infer<typeof stockItemOptionSchema>;

export const stockItemOptionsSchema = z.object({ items: z.array(stockItemOptionSchema) });
export type StockItemOptions = z.infer<typeof stockItemOptionsSchema>;

/** The 'Saldos' tab: every active item with its balance, by name; optionally only those below the minimum. */
export const stockBalanceQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca longa demais').optional(),
  kind: kindFilter,
  belowMinimum: booleanFlag,
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Tamanho de página inválido' })
    .int('Tamanho de página inválido')
    .min(1, 'Tamanho de página inválido')
    .max(100, 'No máximo 100 por página')
    .default(50),
});
export type StockBalanceQuery = z.input<typeof stockBalanceQuerySchema>;

export const stockBalancePageSchema = pageSchema(stockItemOptionSchema);
export type StockBalancePage = z.infer<typeof stockBalancePageSchema>;

/** People who posted movements, for the ledger's user filter. */
export const stockUsersSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StockUsers = z.infer<typeof stockUsersSchema>;

// ---- Entry by grid: one product or material, its colours × sizes ---------------------------------------------

/** The grid entry's picker: active products and materials that have active variations, matching a search. */
export const stockGridsQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca longa demais').optional(),
  kind: kindFilter,
});
export type StockGridsQuery = z.input<typeof stockGridsQuerySchema>;

export const stockGridOptionSchema = z.object({
  kind: z.enum(['material', 'product']),
  /** The material or the product. */
  id: z.string(),
  /** Material name, or product reference and name. */
  name: z.string(),
  unit: z.string(),
  /** How many active variations (materials) or SKUs (products) it has: the cells of its grid. */
  variants: z.number().int(),
});
export type StockGridOption = z.infer<typeof stockGridOptionSchema>;
export const stockGridOptionsSchema = z.object({ items: z.array(stockGridOptionSchema) });
export type StockGridOptions = z.infer<typeof stockGridOptionsSchema>;

/**
 * The colour × size grid of a product (its SKUs) or of a material (its variations), each active cell with the
 * stock item it posts to and its balance. Rows are the colours in the product's order (a material's in the order
 * they were added); columns the sizes in the product's grid order. A material's variations without a colour share
 * one row (id null) and those without a size one column (null); the default variation is the one cell of both.
 */
export const stockGridSchema = z.object({
  kind: z.enum(['material', 'product']),
  id: z.string(),
  name: z.string(),
  unit: z.string(),
  /** The material's last purchase cost (the entry's suggestion); products have none. */
  lastCostCents: z.number().nullable(),
  colors: z.array(
    z.object({ id: z.string().nullable(), name: z.string().nullable(), hex: z.string().nullable() }),
  ),
  sizes: z.array(z.string().nullable()),
  cells: z.array(
    z.object({
      /** The material variation or the product variant (SKU). */
      itemId: z.string(),
      colorId: z.string().nullable(),
      size: z.string().nullable(),
      sku: z.string().nullable(),
      stock: z.string(),
    }),
  ),
});
export type StockGrid = z.infer<typeof stockGridSchema>;
