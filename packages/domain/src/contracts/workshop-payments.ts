import { z } from 'zod';
import { isWorkshopPaymentStatus, type WorkshopPaymentStatus } from '../production/quality/payment.ts';
import { isUuid, pageSchema } from './common.ts';

/**
 * part2 §3 payment_records as the screens read them: what the company owes a workshop for a batch. `status` is
 * the status shown (computed at read time: 'pendente' once the due date of 'aguardando_prazo' passed).
 */
export const workshopPaymentSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  batchCode: z.string(),
  outworkerId: z.string(),
  outworkerName: z.string(),
  productId: z.string(),
  productReference: z.string(),
  productName: z.string(),
  /** Pieces returned by the workshop ('unidades'). */
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  grossAmountCents: z.number().int(),
  /** 'Desconto por defeitos': defective pieces plus pieces still out for repair, × price. */
  discountAmountCents: z.number().int(),
  defectPieces: z.number().int(),
  defectDiscountCents: z.number().int(),
  repairPieces: z.number().int(),
  repairHoldCents: z.number().int(),
  finalAmountCents: z.number().int(),
  status: z.string(),
  statusLabel: z.string(),
  /** 'yyyy-MM-dd' ('Venc.'). */
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkshopPayment = z.infer<typeof workshopPaymentSchema>;

const optionalId = z
  .string()
  .optional()
  .refine((v) => v === undefined || v === '' || isUuid(v), 'Facção inválida')
  .transform((v) => v || undefined);

export const workshopPaymentListQuerySchema = z.object({
  /** Batch code or workshop name. */
  q: z.string().trim().max(200, 'Busca longa demais').optional(),
  outworkerId: optionalId,
  status: z
    .string()
    .optional()
    .refine((v) => !v || isWorkshopPaymentStatus(v), 'Situação inválida')
    .transform((v) => (v || undefined) as WorkshopPaymentStatus | undefined),
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
    .default(20),
});
export type WorkshopPaymentListQuery = z.output<typeof workshopPaymentListQuerySchema>;

export const workshopPaymentPageSchema = pageSchema(workshopPaymentSchema);
export type WorkshopPaymentPage = z.infer<typeof workshopPaymentPageSchema>;
