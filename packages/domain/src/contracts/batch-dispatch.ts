import { z } from 'zod';
import { optionalTextSchema } from '../br/schemas.ts';
import { todayInSaoPaulo } from '../format/dates.ts';
import { BATCH_STATUSES } from '../production/batch-status.ts';
import type { SupplyRequirement } from '../production/supplies.ts';
import { parseDecimal } from '../quantity/decimal.ts';
import { decimalSchema } from '../quantity/schemas.ts';
import { parseOrderDate } from './production-orders.ts';

/** part2 'Send batch to workshop', §5 and §8: the page's and the API's words, verbatim where the spec gives them. */
export const BATCH_DISPATCH_MESSAGES = {
  outworkerRequired: 'Por favor, selecione uma facção',
  noSupplies: 'Nenhum insumo encontrado para este produto',
  noCostsTitle: 'Custos do Produto Não Encontrados',
  noCosts:
    'Este produto não possui custos cadastrados. É necessário cadastrar os custos do produto antes de enviar para facção.',
  success: 'Lote enviado para facção com sucesso! Estoque atualizado por cor e tamanho.',
  sendError: 'Erro ao enviar lote para facção',
  statusError: 'Erro ao atualizar status do lote',
  loadErrorToast: 'Erro ao carregar dados do lote',
  loadErrorTitle: 'Erro ao carregar lote',
  notFound: 'Lote não encontrado',
  outworkerNotFound: 'Facção não encontrada',
  outworkerInactive: 'Esta facção está inativa. Escolha uma facção ativa.',
  suppliesChanged:
    'Os insumos deste lote mudaram desde que a página foi aberta. Recarregue a página e confira as quantidades.',
  returnDateRequired: 'Informe a previsão de retorno',
  returnDateInvalid: 'Data inválida',
  returnDatePast: 'A previsão de retorno não pode ser anterior a hoje',
} as const;

/** The day the batch is expected back: typed 'dd/MM/yyyy' or sent 'yyyy-MM-dd', today or later (São Paulo). */
export const expectedReturnDateSchema = z
  .string({ error: BATCH_DISPATCH_MESSAGES.returnDateInvalid })
  .transform((value, ctx) => {
    if (!value.trim()) {
      ctx.addIssue({ code: 'custom', message: BATCH_DISPATCH_MESSAGES.returnDateRequired });
      return z.NEVER;
    }
    const iso = parseOrderDate(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: BATCH_DISPATCH_MESSAGES.returnDateInvalid });
      return z.NEVER;
    }
    if (iso < todayInSaoPaulo()) {
      ctx.addIssue({ code: 'custom', message: BATCH_DISPATCH_MESSAGES.returnDatePast });
      return z.NEVER;
    }
    return iso;
  });

const MAX_SUPPLY_LINES = 1000;

/** A material variation as the supply table shows it (the stock read when the page loaded). */
export const dispatchVariationSchema = z.object({
  id: z.string(),
  name: z.string(),
  colorId: z.string().nullable(),
  colorName: z.string().nullable(),
  size: z.string().nullable(),
  stock: z.string(),
  isDefault: z.boolean(),
});

/** One line of the supplies the workshop receives: packages/domain production `SupplyRequirement`. */
export const dispatchSupplySchema = z.object({
  key: z.string(),
  materialId: z.string(),
  materialName: z.string(),
  unit: z.string(),
  basis: z.enum(['color', 'size', 'fixed']),
  colorId: z.string().nullable(),
  colorName: z.string().nullable(),
  size: z.string().nullable(),
  pieces: z.number().int(),
  perPiece: z.string(),
  required: z.string(),
  variation: dispatchVariationSchema.nullable(),
  available: z.string(),
  missingVariation: z.string().nullable(),
});
export type DispatchSupply = z.infer<typeof dispatchSupplySchema>;

const sizeQuantitySchema = z.object({ size: z.string(), quantity: z.number().int() });

/** What GET /batches/:id/dispatch answers: everything the send page shows. */
export const batchDispatchSchema = z.object({
  batch: z.object({
    id: z.string(),
    code: z.string(),
    status: z.enum(BATCH_STATUSES),
    productId: z.string(),
    productReference: z.string(),
    productName: z.string(),
    productionOrderCode: z.string().nullable(),
    dueDate: z.string().nullable(),
    totalQuantity: z.number().int(),
    /** The batch's sizes in grid order, as one label ('P, M, G, GG'). */
    sizeLabel: z.string(),
    /** Per colour, in the product's colour order, with its pieces per size (cut pieces once cut). */
    colors: z.array(
      z.object({
        colorId: z.string(),
        colorName: z.string(),
        hex: z.string().nullable(),
        quantity: z.number().int(),
        sizes: z.array(sizeQuantitySchema),
      }),
    ),
    sizes: z.array(sizeQuantitySchema),
  }),
  /** Why the batch cannot be sent now (it is not 'cortado'), or null. */
  blockedReason: z.string().nullable(),
  /** Active workshops with the price per piece agreed for this product and their capacity (null when none). */
  outworkers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      priceCents: z.number().int().nullable(),
      capacityPerDay: z.number().int().nullable(),
    }),
  ),
  /** The cost sheet in force; null means the product has no costs (the page offers 'Cadastrar Custos'). */
  costSheet: z.object({ version: z.number().int() }).nullable(),
  noCosts: z.boolean(),
  supplies: z.array(dispatchSupplySchema),
});
export type BatchDispatch = z.infer<typeof batchDispatchSchema>;

/** An adjusted quantity of a supply line: numeric, minimum 0, 2 places (part2 §5). */
export const dispatchQuantitySchema = z.object({
  key: z.string({ error: 'Insumo inválido' }).min(1, 'Insumo inválido').max(200, 'Insumo inválido'),
  quantity: decimalSchema({ places: 2, min: '0' }),
});

/** POST /batches/:id/send. Lines not listed go with the quantity the batch requires. */
export const batchSendSchema = z.object({
  outworkerId: z
    .string({ error: BATCH_DISPATCH_MESSAGES.outworkerRequired })
    .trim()
    .min(1, BATCH_DISPATCH_MESSAGES.outworkerRequired)
    .max(100, BATCH_DISPATCH_MESSAGES.outworkerNotFound),
  observations: optionalTextSchema(2000).optional(),
  /** Left out: today plus the days the workshop takes at its capacity (defaultExpectedReturn). */
  expectedReturnDate: expectedReturnDateSchema.optional(),
  quantities: z
    .array(dispatchQuantitySchema, { error: 'Quantidades inválidas' })
    .max(MAX_SUPPLY_LINES, 'Insumos demais')
    .default([])
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      for (const [index, line] of lines.entries()) {
        if (seen.has(line.key)) {
          ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'Insumo repetido' });
        }
        seen.add(line.key);
      }
    }),
});
export type BatchSendInput = z.input<typeof batchSendSchema>;

export const batchSendResultSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(BATCH_STATUSES),
  outworkerId: z.string().nullable(),
  outworkerName: z.string(),
  sentAt: z.string().nullable(),
  expectedReturnDate: z.string().nullable(),
  notes: z.string().nullable(),
  /** The ledger document of the supplies deducted (null when every line was adjusted to 0). */
  stockDocumentId: z.string().nullable(),
  movedLines: z.number().int(),
});
export type BatchSendResult = z.infer<typeof batchSendResultSchema>;

/** The user's quantities by line key; a blank or invalid entry is left out (the line keeps its requirement). */
export function dispatchQuantityMap(quantities: { key: string; quantity: string }[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const { key, quantity } of quantities) {
    const parsed = parseDecimal(quantity);
    if (parsed && !parsed.isNegative()) map.set(key, parsed.toFixed());
  }
  return map;
}

/** The quantity that goes with a line: the user's adjustment, else what the batch requires. */
export function dispatchQuantityOf(
  supply: Pick<SupplyRequirement, 'key' | 'required'>,
  map: Map<string, string>,
) {
  return map.get(supply.key) ?? supply.required;
}

/**
 * The 'Variação não encontrada…' messages of lines that still send something: a line without a variation can only
 * go when adjusted to 0.
 */
export function missingVariationMessages(
  supplies: Pick<SupplyRequirement, 'key' | 'required' | 'missingVariation'>[],
  map: Map<string, string>,
): string[] {
  return supplies
    .filter((s) => s.missingVariation && !parseDecimal(dispatchQuantityOf(s, map))?.isZero())
    .map((s) => s.missingVariation!);
}
