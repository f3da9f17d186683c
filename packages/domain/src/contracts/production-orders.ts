import { z } from 'zod';
import { optionalTextSchema } from '../br/schemas.ts';
import { todayInSaoPaulo } from '../format/dates.ts';
import { BATCH_STATUSES, BOARD_STAGES } from '../production/batch-status.ts';
import { PRODUCTION_ORDER_PRIORITIES, PRODUCTION_ORDER_STATUSES } from '../production/orders/order-status.ts';
import { isUuid, listQuerySchema, pageSchema, queryFlagSchema } from './common.ts';

/** part3 §4 production orders (/app/producao) and the order management board (/app/gestao-ordens). */

export const GRID_EMPTY_MESSAGE = 'Informe ao menos uma quantidade na grade';
export const DUE_DATE_PAST_MESSAGE = 'A data de entrega não pode estar no passado';
/** The largest quantity of one grid cell: far above any order, far below what an integer column holds. */
export const GRID_CELL_MAX = 1_000_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || year < 2000 || year > 2199) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar date typed 'dd/MM/yyyy' or sent 'yyyy-MM-dd', kept as 'yyyy-MM-dd'; null when not a real date. */
export function parseOrderDate(value: string): string | null {
  const text = value.trim();
  const typed = BR_DATE.exec(text);
  const iso = typed ? `${typed[3]}-${typed[2]}-${typed[1]}` : text;
  return isCalendarDate(iso) ? iso : null;
}

/** A due date; `notPast` refuses a day before today in São Paulo. */
function dueDateSchema({ notPast }: { notPast: boolean }) {
  return z.string({ error: 'Informe a data de entrega' }).transform((value, ctx) => {
    if (!value.trim()) {
      ctx.addIssue({ code: 'custom', message: 'Informe a data de entrega' });
      return z.NEVER;
    }
    const iso = parseOrderDate(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: 'Data inválida' });
      return z.NEVER;
    }
    if (notPast && iso < todayInSaoPaulo()) {
      ctx.addIssue({ code: 'custom', message: DUE_DATE_PAST_MESSAGE });
      return z.NEVER;
    }
    return iso;
  });
}

function idField(message: string) {
  return z.string({ error: message }).trim().refine(isUuid, message);
}

/** A cell quantity as the grid's inputs hold it ('12', '', 12): blank is 0; whole pieces only. */
export const gridQuantitySchema = z
  .union([z.number(), z.string()], { error: 'Quantidade inválida' })
  .transform((value, ctx) => {
    const raw = typeof value === 'number' ? String(value) : value.trim();
    // '1.200' is how pt-BR writes twelve hundred; '1.5' stays a (refused) fraction.
    const text = /^\d{1,3}(\.\d{3})+$/.test(raw) ? raw.replace(/\./g, '') : raw;
    if (text === '') return 0;
    if (!/^-?\d+$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: /^-?\d*[.,]\d+$/.test(text) ? 'Use números inteiros' : 'Quantidade inválida',
      });
      return z.NEVER;
    }
    const quantity = Number(text);
    if (quantity < 0) {
      ctx.addIssue({ code: 'custom', message: 'A quantidade não pode ser negativa' });
      return z.NEVER;
    }
    if (quantity > GRID_CELL_MAX) {
      ctx.addIssue({ code: 'custom', message: 'Quantidade alta demais' });
      return z.NEVER;
    }
    return quantity;
  });

export const orderGridCellInputSchema = z.object({
  colorId: idField('Cor inválida'),
  size: z.string({ error: 'Tamanho inválido' }).trim().min(1, 'Tamanho inválido').max(20, 'Tamanho inválido'),
  quantity: gridQuantitySchema,
});

/** The colour × size quantities: no cell twice, at least one piece. */
export const orderGridInputSchema = z
  .array(orderGridCellInputSchema, { error: GRID_EMPTY_MESSAGE })
  .max(2000, 'Grade grande demais')
  .superRefine((cells, ctx) => {
    const seen = new Set<string>();
    cells.forEach((cell, index) => {
      const key = `${cell.colorId}|${cell.size}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index, 'size'], message: 'Cor e tamanho repetidos na grade' });
      seen.add(key);
    });
    if (!cells.some((cell) => cell.quantity > 0))
      ctx.addIssue({ code: 'custom', message: GRID_EMPTY_MESSAGE });
  });

const prioritySchema = z.enum(PRODUCTION_ORDER_PRIORITIES, { error: 'Escolha a prioridade' });

export const productionOrderInputSchema = z.object({
  productId: idField('Selecione o produto'),
  items: orderGridInputSchema,
  dueDate: dueDateSchema({ notPast: true }),
  priority: prioritySchema.default('normal'),
  notes: optionalTextSchema(2000).optional(),
});
export type ProductionOrderInput = z.input<typeof productionOrderInputSchema>;

/** Editing: due date (a new one not in the past, checked by the service), priority, notes and the grid. */
export const productionOrderUpdateSchema = z.object({
  dueDate: dueDateSchema({ notPast: false }).optional(),
  priority: prioritySchema.optional(),
  notes: optionalTextSchema(2000).optional(),
  items: orderGridInputSchema.optional(),
});
export type ProductionOrderUpdate = z.input<typeof productionOrderUpdateSchema>;

export const productionOrderCancelSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo do cancelamento' })
    .trim()
    .min(1, 'Informe o motivo do cancelamento')
    .max(500, 'Máximo de 500 caracteres'),
});
export type ProductionOrderCancel = z.input<typeof productionOrderCancelSchema>;

/** Query values: blank means 'not filtered'. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const optionalQueryDate = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const iso = parseOrderDate(value);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: 'Data inválida' });
        return z.NEVER;
      }
      return iso;
    }),
);

const optionalQueryId = (message: string) =>
  z.preprocess(blankToUndefined, z.string().refine(isUuid, message).optional());

export const PRODUCTION_ORDER_SORT_KEYS = ['code', 'dueDate', 'createdAt', 'priority'] as const;
export type ProductionOrderSortKey = (typeof PRODUCTION_ORDER_SORT_KEYS)[number];

/** 'abertas': planejada and em_producao together. */
export const PRODUCTION_ORDER_STATUS_FILTERS = [...PRODUCTION_ORDER_STATUSES, 'abertas'] as const;
export type ProductionOrderStatusFilter = (typeof PRODUCTION_ORDER_STATUS_FILTERS)[number];

export const productionOrderListQuerySchema = listQuerySchema(PRODUCTION_ORDER_SORT_KEYS, 'code').extend({
  dir: z.enum(['asc', 'desc'], { error: 'Direção inválida' }).default('desc'),
  status: z.preprocess(
    blankToUndefined,
    z.enum(PRODUCTION_ORDER_STATUS_FILTERS, { error: 'Situação inválida' }).optional(),
  ),
  productId: optionalQueryId('Produto inválido'),
  dueFrom: optionalQueryDate,
  dueTo: optionalQueryDate,
  late: queryFlagSchema,
});
export type ProductionOrderListQuery = z.output<typeof productionOrderListQuerySchema>;

/** Pieces of an order (or of one grid cell) at each step. */
export const orderProgressSchema = z.object({
  ordered: z.number().int(),
  inBatches: z.number().int(),
  cut: z.number().int(),
  atWorkshops: z.number().int(),
  approved: z.number().int(),
  packed: z.number().int(),
});
export type OrderProgress = z.infer<typeof orderProgressSchema>;

const orderColorSchema = z.object({ id: z.string(), name: z.string(), hex: z.string().nullable() });
export type OrderColor = z.infer<typeof orderColorSchema>;

const orderProductSchema = z.object({ id: z.string(), reference: z.string(), name: z.string() });

export const productionOrderListItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(PRODUCTION_ORDER_STATUSES),
  priority: z.enum(PRODUCTION_ORDER_PRIORITIES),
  dueDate: z.string().nullable(),
  late: z.boolean(),
  product: orderProductSchema,
  colors: z.array(orderColorSchema),
  sizes: z.array(z.string()),
  batchCount: z.number().int(),
  totals: orderProgressSchema,
  createdAt: z.string(),
});
export type ProductionOrderListItem = z.infer<typeof productionOrderListItemSchema>;
export const productionOrderPageSchema = pageSchema(productionOrderListItemSchema);

export const orderCellProgressSchema = orderProgressSchema.extend({ colorId: z.string(), size: z.string() });
export type OrderCellProgress = z.infer<typeof orderCellProgressSchema>;

export const orderBatchSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(BATCH_STATUSES),
  totalQuantity: z.number().int(),
  dueDate: z.string().nullable(),
  outworkerName: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderBatch = z.infer<typeof orderBatchSchema>;

export const productionOrderDetailSchema = productionOrderListItemSchema.extend({
  product: orderProductSchema.extend({
    status: z.enum(['ativo', 'inativo']),
    /** The product's grid: every colour and size, and the cells it makes (its active variants). */
    colors: z.array(orderColorSchema),
    sizes: z.array(z.string()),
    activeCells: z.array(z.object({ colorId: z.string(), size: z.string() })),
  }),
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  concludedAt: z.string().nullable(),
  updatedAt: z.string(),
  cells: z.array(orderCellProgressSchema),
  batches: z.array(orderBatchSchema),
  /** What the screen may offer, with the reason when not. */
  actions: z.object({
    edit: z.boolean(),
    editGrid: z.boolean(),
    cancel: z.string().nullable(),
    conclude: z.string().nullable(),
    createBatch: z.boolean(),
  }),
});
export type ProductionOrderDetail = z.infer<typeof productionOrderDetailSchema>;

/** Products an order can be made of: active ones with their grid and the cells they make. */
export const productionOrderOptionsSchema = z.object({
  products: z.array(
    orderProductSchema.extend({
      colors: z.array(orderColorSchema),
      sizes: z.array(z.string()),
      activeCells: z.array(z.object({ colorId: z.string(), size: z.string() })),
    }),
  ),
});
export type ProductionOrderOptions = z.infer<typeof productionOrderOptionsSchema>;
export type ProductionOrderProductOption = ProductionOrderOptions['products'][number];

export const SUPPLY_BASES = ['color', 'size', 'fixed'] as const;

export const REQUIREMENT_STAGES = ['corte', 'envio'] as const;

export const orderRequirementLineSchema = z.object({
  key: z.string(),
  /** When the line leaves stock: at the cut ('interno' lines) or with the batch sent to a workshop ('faccao'). */
  stage: z.enum(REQUIREMENT_STAGES),
  materialId: z.string(),
  materialName: z.string(),
  unit: z.string(),
  variationId: z.string().nullable(),
  variationName: z.string().nullable(),
  basis: z.enum(SUPPLY_BASES),
  serves: z.array(z.string()),
  pieces: z.number().int(),
  /** The whole grid's need. */
  needed: z.string(),
  /** Pieces not yet cut ('corte') or not yet sent ('envio'), and what they still need. */
  remainingPieces: z.number().int(),
  remaining: z.string(),
  inStock: z.string(),
  /** remaining − stock, never below 0. */
  missing: z.string(),
  missingVariation: z.string().nullable(),
});

export const NO_COST_SHEET_MESSAGE = 'Sem ficha de custo';

export const orderRequirementsSchema = z.object({
  productId: z.string(),
  /** False: 'Sem ficha de custo', with the path of the product's cost sheet. */
  hasCostSheet: z.boolean(),
  message: z.string().nullable(),
  costSheetPath: z.string(),
  costSheetVersion: z.number().int().nullable(),
  pieces: z.number().int(),
  /** Ordered pieces not yet cut, and not yet sent to a workshop (a closed order has none left). */
  piecesToCut: z.number().int(),
  piecesToSend: z.number().int(),
  lines: z.array(orderRequirementLineSchema),
  /** Some line lacks stock or a variation for what is still to be consumed. */
  short: z.boolean(),
});
export type OrderRequirements = z.infer<typeof orderRequirementsSchema>;

// ── Order management board (/app/gestao-ordens) ──────────────────────────────────────────────────────────

export const productionBoardQuerySchema = z.object({
  productId: optionalQueryId('Produto inválido'),
  outworkerId: optionalQueryId('Facção inválida'),
  dueUntil: optionalQueryDate,
});
export type ProductionBoardQuery = z.output<typeof productionBoardQuerySchema>;

export const boardCardSchema = z.object({
  kind: z.enum(['order', 'batch']),
  id: z.string(),
  code: z.string(),
  /** The order's code on a batch card ('OP-000012'), the order's own on an order card. */
  orderId: z.string(),
  orderCode: z.string(),
  product: orderProductSchema,
  /** 'Preto, Branco · P a GG'. */
  gridSummary: z.string(),
  pieces: z.number().int(),
  dueDate: z.string().nullable(),
  late: z.boolean(),
  priority: z.enum(PRODUCTION_ORDER_PRIORITIES),
  batchStatus: z.enum(BATCH_STATUSES).nullable(),
  outworkerName: z.string().nullable(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const productionBoardSchema = z.object({
  today: z.string(),
  /** How many days back the 'Concluída' column reaches. */
  concludedDays: z.number().int(),
  stages: z.array(
    z.object({
      stage: z.enum(BOARD_STAGES),
      pieces: z.number().int(),
      lateCount: z.number().int(),
      cards: z.array(boardCardSchema),
    }),
  ),
});
export type ProductionBoard = z.infer<typeof productionBoardSchema>;

export const productionBoardOptionsSchema = z.object({
  products: z.array(orderProductSchema),
  outworkers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ProductionBoardOptions = z.infer<typeof productionBoardOptionsSchema>;
