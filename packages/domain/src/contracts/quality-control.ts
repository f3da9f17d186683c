import { z } from 'zod';
import { optionalTextSchema } from '../br/schemas.ts';
import type { DefectType } from '../production/quality/review.ts';
import { isUuid } from './common.ts';
import { workshopPaymentSchema } from './workshop-payments.ts';

const MAX_PIECES = 1_000_000;

/** A count of pieces typed in a form or sent as a number: whole, not negative; blank counts as 0. */
export const pieceCountSchema = z
  .union([z.number(), z.string()], { error: 'Informe um número inteiro' })
  .transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') return 0;
    const number = typeof text === 'number' ? text : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(number)) {
      ctx.addIssue({ code: 'custom', message: 'Informe um número inteiro' });
      return z.NEVER;
    }
    if (number < 0) {
      ctx.addIssue({ code: 'custom', message: 'Não pode ser negativo' });
      return z.NEVER;
    }
    if (number > MAX_PIECES) {
      ctx.addIssue({ code: 'custom', message: 'Quantidade alta demais' });
      return z.NEVER;
    }
    return number;
  });

/** A count of at least one piece (packing, repairs coming back). */
export const positivePieceCountSchema = pieceCountSchema.refine((n) => n > 0, 'Informe ao menos 1 peça');

export const gridColorIdSchema = z.string({ error: 'Cor inválida' }).refine(isUuid, 'Cor inválida');
export const gridSizeSchema = z
  .string({ error: 'Tamanho inválido' })
  .trim()
  .min(1, 'Tamanho inválido')
  .max(40, 'Tamanho inválido');

const defectsSchema = z.object(
  {
    costura: pieceCountSchema.default(0),
    mancha: pieceCountSchema.default(0),
    medida: pieceCountSchema.default(0),
    tecido: pieceCountSchema.default(0),
    outro: pieceCountSchema.default(0),
  } satisfies Record<DefectType, unknown>,
  { error: 'Defeitos inválidos' },
);

export const qualityReviewCellInputSchema = z.object({
  colorId: gridColorIdSchema,
  size: gridSizeSchema,
  approved: pieceCountSchema.default(0),
  defects: defectsSchema.default({ costura: 0, mancha: 0, medida: 0, tecido: 0, outro: 0 }),
  repair: pieceCountSchema.default(0),
});
export type QualityReviewCellInput = z.input<typeof qualityReviewCellInputSchema>;

/** One colour and size at most once in a list of cells. */
function uniqueCells<T extends { colorId: string; size: string }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = `${item.colorId.toLowerCase()}|${item.size.toLowerCase()}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: 'Cor e tamanho repetidos' });
    seen.add(key);
  });
}

/**
 * PUT /batches/:id/review: the counts of the batch. The list replaces the saved one: a cell left out counts
 * nothing. Each cell's approved + defects + repair may not pass its pieces (checked against the batch).
 */
export const qualityReviewInputSchema = z.object({
  inspectorEmployeeId: z
    .union([z.string(), z.null()], { error: 'Revisor inválido' })
    .optional()
    .refine((v) => v === undefined || v === null || v === '' || isUuid(v), 'Revisor inválido')
    .transform((v) => v || null),
  notes: optionalTextSchema(2000).optional(),
  items: z
    .array(qualityReviewCellInputSchema, { error: 'Informe as contagens' })
    .max(2000, 'Cores e tamanhos demais')
    .superRefine(uniqueCells),
});
export type QualityReviewInput = z.input<typeof qualityReviewInputSchema>;

/** POST /batches/:id/review/repairs: pieces back from repair (conserto), per colour and size; they become approved. */
export const qualityRepairsInputSchema = z.object({
  items: z
    .array(
      z.object({ colorId: gridColorIdSchema, size: gridSizeSchema, quantity: positivePieceCountSchema }),
      { error: 'Informe as peças que voltaram do conserto' },
    )
    .min(1, 'Informe as peças que voltaram do conserto')
    .max(2000, 'Cores e tamanhos demais')
    .superRefine(uniqueCells),
  notes: optionalTextSchema(2000).optional(),
});
export type QualityRepairsInput = z.input<typeof qualityRepairsInputSchema>;

// ---- Answers ------------------------------------------------------------------------------------------------

/** The batch as the quality-control and packaging screens show it. */
export const productionBatchRefSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.string(),
  productId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  outworkerId: z.string().nullable(),
  outworkerName: z.string().nullable(),
  totalQuantity: z.number().int(),
  dueDate: z.string().nullable(),
  /** When the workshop finished it (finalizado_faccao). */
  returnedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type ProductionBatchRef = z.infer<typeof productionBatchRefSchema>;

export const qcGridCellSchema = z.object({
  colorId: z.string(),
  colorName: z.string(),
  colorHex: z.string().nullable(),
  size: z.string(),
  pieces: z.number().int(),
});
export type QcGridCell = z.infer<typeof qcGridCellSchema>;

const defectCountsSchema = z.object({
  costura: z.number().int(),
  mancha: z.number().int(),
  medida: z.number().int(),
  tecido: z.number().int(),
  outro: z.number().int(),
});

export const qualityPendingBatchSchema = productionBatchRefSchema.extend({
  grid: z.array(qcGridCellSchema),
  /** Pieces still out for repair (an approved batch waiting for its conserto). */
  repairPending: z.number().int(),
});
export type QualityPendingBatch = z.infer<typeof qualityPendingBatchSchema>;
export const qualityPendingListSchema = z.object({ items: z.array(qualityPendingBatchSchema) });
export type QualityPendingList = z.infer<typeof qualityPendingListSchema>;

export const qualityReviewCellSchema = qcGridCellSchema.extend({
  approved: z.number().int(),
  defects: defectCountsSchema,
  repair: z.number().int(),
});
export type QualityReviewCell = z.infer<typeof qualityReviewCellSchema>;

export const qualityReviewSchema = z.object({
  batch: productionBatchRefSchema,
  /** null until the review is first saved. */
  check: z
    .object({
      id: z.string(),
      inspectorEmployeeId: z.string().nullable(),
      inspectorName: z.string().nullable(),
      notes: z.string().nullable(),
      completedAt: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  cells: z.array(qualityReviewCellSchema),
  totals: z.object({
    pieces: z.number().int(),
    approved: z.number().int(),
    defects: z.number().int(),
    defectsByType: defectCountsSchema,
    repair: z.number().int(),
    counted: z.number().int(),
  }),
  /** The price per piece agreed with the batch's workshop for this product; null when none is registered. */
  agreedPriceCents: z.number().int().nullable(),
  payment: workshopPaymentSchema.nullable(),
});
export type QualityReview = z.infer<typeof qualityReviewSchema>;
