import { z } from 'zod';
import { optionalTextSchema } from '../br/schemas.ts';
import { decimalSchema } from '../quantity/schemas.ts';
import { isUuid, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, pageSchema } from './common.ts';

export const CUTTING_MESSAGES = {
  noPiecesPerPly: 'Informe as peças por folha de ao menos um tamanho',
  noColors: 'Informe o corte de cada cor do lote',
  colorMissing: (colorName: string) => `Informe o corte da cor ${colorName}`,
  colorNotInBatch: 'Esta cor não faz parte do lote',
  sizeNotInBatch: 'Este tamanho não faz parte do lote',
  repeatedColor: 'Cor repetida',
  repeatedSize: 'Tamanho repetido',
  variationNotFound: 'Variação não encontrada',
  cutterNotFound: 'Funcionário não encontrado',
  noPiecesCut: 'O corte não gera nenhuma peça',
} as const;

/** A whole number typed as text or sent as a number, within [min, 100000]. */
function wholeSchema(min: number, message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > 100_000) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(text);
  });
}

const idSchema = (message: string) => z.string({ error: message }).trim().refine(isUuid, message);

/** part3 §4 cutting: the marker's pieces per ply for one size. */
export const cutSizeInputSchema = z.object({
  size: z.string({ error: 'Tamanho inválido' }).trim().min(1, 'Tamanho inválido').max(20, 'Tamanho inválido'),
  piecesPerPly: wholeSchema(0, 'Informe um número inteiro (0 ou mais)'),
});

/** One colour of the cut: the fabric laid, the plies and the fabric actually used (m or kg). */
export const cutColorInputSchema = z.object({
  colorId: idSchema('Cor inválida'),
  materialVariationId: idSchema('Selecione o tecido'),
  plies: wholeSchema(1, 'Informe o número de folhas (inteiro maior que zero)'),
  fabricUsed: decimalSchema({ places: 2, min: '0', minExclusive: true, message: 'Informe o tecido usado' }),
});

export const cutInputSchema = z
  .object({
    sizes: z.array(cutSizeInputSchema, { error: CUTTING_MESSAGES.noPiecesPerPly }).max(100),
    colors: z
      .array(cutColorInputSchema, { error: CUTTING_MESSAGES.noColors })
      .min(1, CUTTING_MESSAGES.noColors)
      .max(200),
    cutterEmployeeId: z
      .string()
      .trim()
      .nullish()
      .refine((v) => !v || isUuid(v), CUTTING_MESSAGES.cutterNotFound)
      .transform((v) => v || null),
    notes: optionalTextSchema(1000).optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.sizes.some((s) => s.piecesPerPly > 0)) {
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: CUTTING_MESSAGES.noPiecesPerPly });
    }
    const sizes = new Set<string>();
    for (const [index, s] of input.sizes.entries()) {
      if (sizes.has(s.size)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sizes', index, 'size'],
          message: CUTTING_MESSAGES.repeatedSize,
        });
      }
      sizes.add(s.size);
    }
    const colors = new Set<string>();
    for (const [index, c] of input.colors.entries()) {
      const key = c.colorId.toLowerCase();
      if (colors.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['colors', index, 'colorId'],
          message: CUTTING_MESSAGES.repeatedColor,
        });
      }
      colors.add(key);
    }
  });
export type CutInput = z.input<typeof cutInputSchema>;
export type CutInputParsed = z.output<typeof cutInputSchema>;

/** One colour of a recorded cut, with planned against used fabric. */
export const cutRecordColorSchema = z.object({
  colorId: z.string(),
  colorName: z.string(),
  colorHex: z.string().nullable(),
  materialVariationId: z.string(),
  materialId: z.string(),
  materialName: z.string(),
  variationName: z.string(),
  unit: z.string(),
  plies: z.number().int(),
  pieces: z.number().int(),
  fabricUsed: z.string(),
  plannedFabric: z.string().nullable(),
  /** (used − planned) / planned in %, one place; null without a plan. */
  differencePercent: z.string().nullable(),
});
export type CutRecordColor = z.infer<typeof cutRecordColorSchema>;

export const cutRecordSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  batchCode: z.string(),
  productId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  cutterEmployeeId: z.string().nullable(),
  cutterName: z.string().nullable(),
  notes: z.string().nullable(),
  /** Sizes in grid order with the marker's pieces per ply. */
  piecesPerPly: z.array(z.object({ size: z.string(), pieces: z.number().int() })),
  pieces: z.number().int(),
  /** Totals when every colour used the same unit (else null). */
  unit: z.string().nullable(),
  fabricUsed: z.string().nullable(),
  plannedFabric: z.string().nullable(),
  differencePercent: z.string().nullable(),
  colors: z.array(cutRecordColorSchema),
});
export type CutRecord = z.infer<typeof cutRecordSchema>;

export const cutRecordListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca longa demais').optional(),
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Tamanho de página inválido' })
    .int('Tamanho de página inválido')
    .min(1, 'Tamanho de página inválido')
    .max(PAGE_SIZE_MAX, `No máximo ${PAGE_SIZE_MAX} por página`)
    .default(PAGE_SIZE_DEFAULT),
});
export type CutRecordListQuery = z.input<typeof cutRecordListQuerySchema>;
export const cutRecordPageSchema = pageSchema(cutRecordSchema);
export type CutRecordPage = z.infer<typeof cutRecordPageSchema>;

/** A fabric line of the product's cost sheet, with the variation suggested for each colour of the batch. */
export const cuttingFabricLineSchema = z.object({
  materialId: z.string(),
  materialName: z.string(),
  unit: z.string(),
  colorRule: z.enum(['batch_color', 'fixed']),
  /** Consumption per piece, 4 places. */
  consumptionPerPiece: z.string(),
  perColor: z.array(
    z.object({
      colorId: z.string(),
      variationId: z.string().nullable(),
      variationName: z.string().nullable(),
      stock: z.string().nullable(),
    }),
  ),
});
export type CuttingFabricLine = z.infer<typeof cuttingFabricLineSchema>;

export const cuttingPendingBatchSchema = z.object({
  id: z.string(),
  code: z.string(),
  productId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  orderId: z.string(),
  orderCode: z.string(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  totalQuantity: z.number().int(),
  sizeLabel: z.string(),
  sizes: z.array(z.string()),
  colors: z.array(z.object({ id: z.string(), name: z.string(), hex: z.string().nullable() })),
  grid: z.array(z.object({ colorId: z.string(), size: z.string(), quantity: z.number().int() })),
  hasCostSheet: z.boolean(),
  fabricLines: z.array(cuttingFabricLineSchema),
});
export type CuttingPendingBatch = z.infer<typeof cuttingPendingBatchSchema>;
export const cuttingPendingSchema = z.object({ items: z.array(cuttingPendingBatchSchema) });
export type CuttingPending = z.infer<typeof cuttingPendingSchema>;

/** What the cut form picks from: fabrics (active variations with stock) and the cutters (sector corte). */
export const cuttingOptionsSchema = z.object({
  fabrics: z.array(
    z.object({
      materialId: z.string(),
      materialName: z.string(),
      category: z.string(),
      unit: z.string(),
      variations: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          colorId: z.string().nullable(),
          colorName: z.string().nullable(),
          stock: z.string(),
        }),
      ),
    }),
  ),
  cutters: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CuttingOptions = z.infer<typeof cuttingOptionsSchema>;
