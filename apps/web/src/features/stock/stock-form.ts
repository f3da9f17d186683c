import {
  centsSchema,
  type StockItemOption,
  stockAdjustmentSchema,
  stockManualDocumentSchema,
  stockManualLineSchema,
} from '@alinhavo/domain';
import { z } from 'zod';

/** The picked item as the form shows it (name, unit, balance); not sent to the API. */
const pickedOption = z.custom<StockItemOption | null>().optional();

/** Cost per unit typed in reais ('18,90'); empty means no cost. */
const optionalCost = z
  .union([z.literal(''), z.null(), centsSchema()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

/** The server's contract for a manual entry/withdrawal, with the fields as the dialog types them. */
export const manualFormSchema = stockManualDocumentSchema.extend({
  lines: z
    .array(stockManualLineSchema.extend({ unitCostCents: optionalCost, option: pickedOption }), {
      error: 'Inclua ao menos um item',
    })
    .min(1, 'Inclua ao menos um item')
    .max(200, 'No máximo 200 itens por lançamento na tela'),
});
export type ManualFormValues = z.input<typeof manualFormSchema>;
export type ManualFormOutput = z.output<typeof manualFormSchema>;

export function emptyLine(option?: StockItemOption): ManualFormValues['lines'][number] {
  return {
    item: option ? itemOf(option) : (undefined as unknown as ManualFormValues['lines'][number]['item']),
    quantity: '',
    unitCostCents: '',
    option: option ?? null,
  };
}

export function itemOf(option: StockItemOption) {
  return option.kind === 'material'
    ? { kind: 'material' as const, variationId: option.id }
    : { kind: 'product' as const, variantId: option.id };
}

/** The body of POST /stock/documents: the form's output without what only the screen needs. */
export function toManualBody(values: ManualFormOutput) {
  return {
    type: values.type,
    supplierId: values.type === 'entrada' ? values.supplierId : null,
    notes: values.notes ?? null,
    lines: values.lines.map(({ item, quantity, unitCostCents }) => ({
      item,
      quantity,
      unitCostCents: values.type === 'entrada' ? unitCostCents : null,
    })),
  };
}

export const adjustmentFormSchema = stockAdjustmentSchema.extend({ option: pickedOption });
export type AdjustmentFormValues = z.input<typeof adjustmentFormSchema>;
