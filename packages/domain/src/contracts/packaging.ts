import { z } from 'zod';
import { optionalTextSchema } from '../br/schemas.ts';
import { LABEL_LAYOUT_IDS } from '../production/labels/layouts.ts';
import { isUuid } from './common.ts';
import {
  gridColorIdSchema,
  gridSizeSchema,
  positivePieceCountSchema,
  productionBatchRefSchema,
} from './quality-control.ts';

/** One colour × size of an approved batch with its SKU: approved, packed, what is left and the SKU's stock. */
export const packingCellSchema = z.object({
  colorId: z.string(),
  colorName: z.string(),
  colorHex: z.string().nullable(),
  size: z.string(),
  variantId: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  /** Finished-goods balance of the SKU ('12.00'), null without a SKU. */
  stock: z.string().nullable(),
  approved: z.number().int(),
  packed: z.number().int(),
  remaining: z.number().int(),
  /** Pieces of this cell still out for repair (they are packed once back and approved). */
  repair: z.number().int(),
});
export type PackingCell = z.infer<typeof packingCellSchema>;

const packingTotalsSchema = z.object({
  approved: z.number().int(),
  packed: z.number().int(),
  remaining: z.number().int(),
  repair: z.number().int(),
});

export const packingPendingBatchSchema = productionBatchRefSchema.extend({
  totals: packingTotalsSchema,
  cells: z.array(packingCellSchema),
});
export type PackingPendingBatch = z.infer<typeof packingPendingBatchSchema>;
export const packingPendingListSchema = z.object({ items: z.array(packingPendingBatchSchema) });
export type PackingPendingList = z.infer<typeof packingPendingListSchema>;

export const packingRecordSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  notes: z.string().nullable(),
  stockDocumentId: z.string().nullable(),
  total: z.number().int(),
  items: z.array(
    z.object({
      variantId: z.string(),
      sku: z.string(),
      colorName: z.string().nullable(),
      size: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type PackingRecord = z.infer<typeof packingRecordSchema>;

/** GET /packaging/:id (the batch id): what can be packed, what was, and the packing records. */
export const packingDetailSchema = z.object({
  batch: productionBatchRefSchema,
  cells: z.array(packingCellSchema),
  totals: packingTotalsSchema,
  records: z.array(packingRecordSchema),
});
export type PackingDetail = z.infer<typeof packingDetailSchema>;

/**
 * POST /batches/:id/pack: pieces per colour and size (at most what is approved and not yet packed); without
 * `items`, everything that is left.
 */
export const packBatchInputSchema = z.object({
  items: z
    .array(
      z.object({ colorId: gridColorIdSchema, size: gridSizeSchema, quantity: positivePieceCountSchema }),
      {
        error: 'Informe as peças a embalar',
      },
    )
    .max(2000, 'Cores e tamanhos demais')
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = `${item.colorId.toLowerCase()}|${item.size.toLowerCase()}`;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index], message: 'Cor e tamanho repetidos' });
        seen.add(key);
      });
    })
    .optional(),
  notes: optionalTextSchema(1000).optional(),
});
export type PackBatchInput = z.input<typeof packBatchInputSchema>;

export const packResultSchema = packingDetailSchema.extend({
  packingRecordId: z.string(),
  packedNow: z.number().int(),
});
export type PackResult = z.infer<typeof packResultSchema>;

const LABEL_ITEMS = /^[0-9a-f-]{36}:\d{1,5}(,[0-9a-f-]{36}:\d{1,5})*$/i;

/**
 * GET /packaging/:id/labels (the batch id). Which labels: `items` ('variantId:quantity,...') when given, else
 * the pieces of one packing record (`packingRecordId`), else every packed piece of the batch (or, before any
 * packing, every approved piece). One label per piece.
 */
export const labelsQuerySchema = z.object({
  format: z.enum(['pdf', 'zpl'], { error: 'Formato inválido: use pdf ou zpl' }).default('pdf'),
  layout: z.enum(LABEL_LAYOUT_IDS, { error: 'Modelo de etiqueta inválido' }).default('a4-3x10'),
  price: z
    .enum(['1', '0', 'true', 'false'], { error: 'Valor inválido' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  packingRecordId: z
    .string()
    .optional()
    .refine((v) => !v || isUuid(v), 'Embalagem inválida')
    .transform((v) => v || undefined),
  items: z
    .string()
    .trim()
    .max(100_000, 'Itens demais')
    .optional()
    .refine((v) => !v || LABEL_ITEMS.test(v), 'Itens inválidos: use sku:quantidade separados por vírgula')
    .transform((v) =>
      v
        ? v.split(',').map((pair) => {
            const [variantId, quantity] = pair.split(':');
            return { variantId: variantId!.toLowerCase(), quantity: Number(quantity) };
          })
        : undefined,
    ),
});
export type LabelsQuery = z.output<typeof labelsQuerySchema>;

/** Batches one labels request may print (picked on the batches list). */
export const MAX_BATCHES_PER_LABELS = 50;

/**
 * GET /packaging/labels?batchIds=a,b: the labels of several batches in one file, each batch's packed pieces (or,
 * before any packing, its approved ones), in the order given.
 */
export const batchesLabelsQuerySchema = labelsQuerySchema
  .pick({ format: true, layout: true, price: true })
  .extend({
    batchIds: z
      .string({ error: 'Escolha ao menos um lote' })
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((id) => id.trim().toLowerCase())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.string().refine(isUuid, 'Lote inválido'))
          .min(1, 'Escolha ao menos um lote')
          .max(MAX_BATCHES_PER_LABELS, `No máximo ${MAX_BATCHES_PER_LABELS} lotes por vez`),
      ),
  });
export type BatchesLabelsQuery = z.output<typeof batchesLabelsQuerySchema>;
