import { z } from 'zod';
import { optionalTextSchema } from '../br/schemas.ts';
import { BATCH_STATUSES, type BatchStatus } from '../production/batch-status.ts';
import { isUuid, listQuerySchema, pageSchema, queryFlagSchema, requiredText } from './common.ts';
import { cutRecordSchema } from './cutting.ts';

/** Messages of the batches area, shared by the service, the screens and the tests. */
export const BATCH_MESSAGES = {
  notFound: 'Lote não encontrado',
  orderNotFound: 'Ordem de produção não encontrada',
  noPieces: 'Informe ao menos uma peça',
  repeatedCell: 'Cor e tamanho repetidos',
  cellNotInOrder: 'Esta cor e tamanho não fazem parte da ordem',
  orderCancelled: 'Esta ordem de produção está cancelada.',
  orderDone: 'Esta ordem de produção já foi concluída.',
  deleteOnlyWaiting: 'Só é possível excluir um lote que ainda aguarda corte.',
  noteRequired: 'Escreva a observação',
  /** Appended to what the company records in the workshop's place (start, finish) until the portal exists. */
  byCompany: '(registrado pela empresa)',
} as const;

/** part3 §4: a cell beyond what the order still has not put in batches. */
export function exceedsOrderBalanceMessage(colorName: string, size: string): string {
  return `A quantidade excede o saldo da ordem para ${colorName} ${size}`;
}

const idSchema = (message: string) => z.string({ error: message }).trim().refine(isUuid, message);

/** Whole pieces typed as text or sent as a number; min 0 unless said. */
export function piecesSchema(options: { min?: number; message?: string } = {}) {
  const min = options.min ?? 0;
  const message = options.message ?? 'Informe um número inteiro';
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim() || '0';
    if (!/^-?\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const n = Number(text);
    if (n < min) {
      ctx.addIssue({
        code: 'custom',
        message: min > 0 ? 'Informe um número maior que zero' : 'A quantidade não pode ser negativa',
      });
      return z.NEVER;
    }
    if (n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: 'Quantidade alta demais' });
      return z.NEVER;
    }
    return n;
  });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isCalendarDate(iso: string): boolean {
  const match = ISO_DATE.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || year < 2000 || year > 2200) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Due date 'yyyy-MM-dd' (or typed 'dd/MM/yyyy'); blank → null, which means "the order's due date". */
export const batchDueDateSchema = z
  .string({ error: 'Data inválida' })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const typed = BR_DATE.exec(value);
    const iso = typed ? `${typed[3]}-${typed[2]}-${typed[1]}` : value;
    if (!isCalendarDate(iso)) {
      ctx.addIssue({ code: 'custom', message: 'Data inválida' });
      return z.NEVER;
    }
    return iso;
  });

export const batchCellInputSchema = z.object({
  colorId: idSchema('Cor inválida'),
  size: z.string({ error: 'Tamanho inválido' }).trim().min(1, 'Tamanho inválido').max(20, 'Tamanho inválido'),
  quantity: piecesSchema(),
});

/** part3 §4: a batch splits part of a production order's grid; cells are ≤ the order's balance (checked by the API). */
export const batchCreateSchema = z
  .object({
    productionOrderId: idSchema('Selecione uma ordem de produção'),
    dueDate: batchDueDateSchema.optional(),
    notes: optionalTextSchema(2000).optional(),
    items: z.array(batchCellInputSchema, { error: BATCH_MESSAGES.noPieces }).max(2000, 'Grade grande demais'),
  })
  .superRefine((input, ctx) => {
    if (!input.items.some((cell) => cell.quantity > 0)) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: BATCH_MESSAGES.noPieces });
    }
    const seen = new Set<string>();
    for (const [index, cell] of input.items.entries()) {
      const key = `${cell.colorId.toLowerCase()}|${cell.size}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'size'],
          message: BATCH_MESSAGES.repeatedCell,
        });
      }
      seen.add(key);
    }
  });
export type BatchCreateInput = z.input<typeof batchCreateSchema>;

/** 'Iniciar produção' / 'Finalizar produção' (part2): optional observations. */
export const batchProgressSchema = z.object({ notes: optionalTextSchema(1000).optional() });
export type BatchProgressInput = z.input<typeof batchProgressSchema>;

export const batchNoteSchema = z.object({ notes: requiredText(BATCH_MESSAGES.noteRequired, 2000) });
export type BatchNoteInput = z.input<typeof batchNoteSchema>;

const optionalFilterId = z
  .string()
  .optional()
  .refine((v) => v === undefined || v === '' || isUuid(v), 'Identificador inválido')
  .transform((v) => v || undefined);

export const BATCH_SORT_KEYS = ['code', 'createdAt', 'dueDate', 'status', 'quantity'] as const;
export type BatchSortKey = (typeof BATCH_SORT_KEYS)[number];
/** A calendar day 'yyyy-MM-dd' in a query string; blank means not filtered. */
const optionalFilterDay = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string({ error: 'Data inválida' }).refine(isCalendarDate, 'Data inválida').optional(),
);

export const batchListQuerySchema = listQuerySchema(BATCH_SORT_KEYS, 'code').extend({
  status: z.enum(BATCH_STATUSES, { error: 'Situação inválida' }).optional(),
  productId: optionalFilterId,
  outworkerId: optionalFilterId,
  productionOrderId: optionalFilterId,
  /** Late: the due date passed and the batch is not packed yet (isBatchLate). */
  late: queryFlagSchema,
  /** At a workshop now: sent or being sewn (BATCH_AT_WORKSHOP_STATUSES). */
  atWorkshop: queryFlagSchema,
  /** Approved in quality control on this São Paulo day or later. */
  approvedFrom: optionalFilterDay,
});
export type BatchListQuery = z.input<typeof batchListQuerySchema>;

const colorSchema = z.object({ id: z.string(), name: z.string(), hex: z.string().nullable() });
export type BatchColor = z.infer<typeof colorSchema>;

export const batchListItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(BATCH_STATUSES),
  productId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  productionOrderId: z.string(),
  orderCode: z.string(),
  outworkerId: z.string().nullable(),
  outworkerName: z.string().nullable(),
  totalQuantity: z.number().int(),
  sizeLabel: z.string(),
  colors: z.array(colorSchema),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
});
export type BatchListItem = z.infer<typeof batchListItemSchema>;

export const batchPageSchema = pageSchema(batchListItemSchema).extend({
  /** Batches per status with the other filters applied: the numbers on the status chips. */
  statusCounts: z.record(z.enum(BATCH_STATUSES), z.number().int()),
});
export type BatchPage = z.infer<typeof batchPageSchema>;

export const BATCH_ACTORS = ['empresa', 'faccao', 'sistema'] as const;
export type BatchActorValue = (typeof BATCH_ACTORS)[number];
export const BATCH_ACTOR_LABELS: Record<BatchActorValue, string> = {
  empresa: 'Empresa',
  faccao: 'Facção',
  sistema: 'Sistema',
};

/** What each history entry says happened; an action not listed shows as written. */
export const BATCH_HISTORY_LABELS: Record<string, string> = {
  criado: 'Lote criado',
  cortado: 'Corte registrado',
  enviado: 'Enviado para facção',
  em_producao: 'Produção iniciada',
  finalizado_faccao: 'Produção finalizada',
  em_revisao: 'Em revisão',
  aprovado: 'Aprovado',
  embalado: 'Embalado',
  /** Quality control: pieces back from repair (conserto) became approved. */
  conserto_retornado: 'Retorno de conserto',
  /** Packaging: some approved pieces packed while others wait (more to pack, or repairs out). */
  embalagem_parcial: 'Embalagem parcial',
  observacao: 'Observação',
};

export function batchHistoryLabel(actionType: string): string {
  return BATCH_HISTORY_LABELS[actionType] ?? actionType;
}

export const batchHistoryEntrySchema = z.object({
  id: z.string(),
  actionType: z.string(),
  actionLabel: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actor: z.string(),
  actorLabel: z.string(),
  userName: z.string().nullable(),
  notes: z.string().nullable(),
  actionDate: z.string(),
});
export type BatchHistoryEntry = z.infer<typeof batchHistoryEntrySchema>;
export const batchHistorySchema = z.object({ items: z.array(batchHistoryEntrySchema) });
export type BatchHistory = z.infer<typeof batchHistorySchema>;

/** One colour × size cell with its progress through the stages (pieces). */
export const batchGridCellSchema = z.object({
  colorId: z.string(),
  size: z.string(),
  planned: z.number().int(),
  /** Pieces in the batch now: planned until the cut, then what was cut. */
  quantity: z.number().int(),
  cut: z.number().int().nullable(),
  approved: z.number().int(),
  defects: z.number().int(),
  repair: z.number().int(),
  packed: z.number().int(),
});
export type BatchGridCell = z.infer<typeof batchGridCellSchema>;

export const batchDetailSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(BATCH_STATUSES),
  totalQuantity: z.number().int(),
  plannedQuantity: z.number().int(),
  sizeLabel: z.string(),
  notes: z.string().nullable(),
  product: z.object({ id: z.string(), reference: z.string(), name: z.string(), sizes: z.array(z.string()) }),
  order: z.object({
    id: z.string(),
    code: z.string(),
    status: z.string(),
    dueDate: z.string().nullable(),
  }),
  workshop: z
    .object({ id: z.string(), name: z.string(), agreedPriceCents: z.number().int().nullable() })
    .nullable(),
  /** The batch's sizes in grid order and colours in the product's order. */
  sizes: z.array(z.string()),
  colors: z.array(colorSchema),
  items: z.array(batchGridCellSchema),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The day the workshop is expected to return it, set when it was sent. */
  expectedReturnDate: z.string().nullable(),
  startedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  packedAt: z.string().nullable(),
  history: z.array(batchHistoryEntrySchema),
  cut: cutRecordSchema.nullable(),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

/** What 'Novo lote' offers: open orders with what they still have not put in batches, per cell. */
export const batchOrderOptionsQuerySchema = z.object({ orderId: optionalFilterId });
export const batchOrderOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  productId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  sizes: z.array(z.string()),
  colors: z.array(colorSchema),
  cells: z.array(
    z.object({
      colorId: z.string(),
      size: z.string(),
      ordered: z.number().int(),
      inBatches: z.number().int(),
      remaining: z.number().int(),
    }),
  ),
  remainingTotal: z.number().int(),
});
export type BatchOrderOption = z.infer<typeof batchOrderOptionSchema>;
export const batchOrderOptionsSchema = z.object({ items: z.array(batchOrderOptionSchema) });
export type BatchOrderOptions = z.infer<typeof batchOrderOptionsSchema>;

/** The actions the batch page offers in each status (the pages behind some are other areas'). */
export function batchActionsFor(status: BatchStatus) {
  return {
    cut: status === 'aguardando_corte',
    send: status === 'cortado',
    start: status === 'enviado',
    finish: status === 'em_producao',
    review: status === 'finalizado_faccao' || status === 'em_revisao',
    pack: status === 'aprovado',
    remove: status === 'aguardando_corte',
  };
}

/** The list's product, workshop and order filters: those that have batches. */
export const batchFilterOptionsSchema = z.object({
  products: z.array(z.object({ id: z.string(), reference: z.string(), name: z.string() })),
  outworkers: z.array(z.object({ id: z.string(), name: z.string() })),
  orders: z.array(z.object({ id: z.string(), code: z.string() })),
});
export type BatchFilterOptions = z.infer<typeof batchFilterOptionsSchema>;
