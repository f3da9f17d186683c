import { z } from 'zod';
import { todayInSaoPaulo } from '../format/dates.ts';
import { isWorkshopPaymentStatus, type WorkshopPaymentStatus } from '../production/quality/payment.ts';
import {
  isWorkshopPaymentMethod,
  type WorkshopPaymentMethod,
} from '../production/quality/payment-receipts.ts';
import { isUuid, pageSchema } from './common.ts';
import { parseOrderDate } from './production-orders.ts';

/** part2 §3 payment_receipts: a receipt file the company attached to the payment record. */
export const paymentReceiptSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

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
  /** 'yyyy-MM-dd': the day the company says it paid. */
  paidOn: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paymentMethodLabel: z.string().nullable(),
  /** Oldest first; each downloaded through a signed address ('Baixar'). */
  receipts: z.array(paymentReceiptSchema),
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

export const WORKSHOP_PAYMENT_PAY_MESSAGES = {
  dateRequired: 'Informe a data do pagamento',
  dateInvalid: 'Data inválida',
  dateFuture: 'A data do pagamento não pode ser no futuro',
  methodRequired: 'Escolha a forma de pagamento',
} as const;

/** The day paid: typed 'dd/MM/yyyy' or sent 'yyyy-MM-dd', not after today in São Paulo. */
export const paymentPaidOnSchema = z
  .string({ error: WORKSHOP_PAYMENT_PAY_MESSAGES.dateRequired })
  .transform((value, ctx) => {
    if (!value.trim()) {
      ctx.addIssue({ code: 'custom', message: WORKSHOP_PAYMENT_PAY_MESSAGES.dateRequired });
      return z.NEVER;
    }
    const iso = parseOrderDate(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: WORKSHOP_PAYMENT_PAY_MESSAGES.dateInvalid });
      return z.NEVER;
    }
    if (iso > todayInSaoPaulo()) {
      ctx.addIssue({ code: 'custom', message: WORKSHOP_PAYMENT_PAY_MESSAGES.dateFuture });
      return z.NEVER;
    }
    return iso;
  });

/** POST /api/workshop-payments/:id/pay: 'Registrar pagamento'. */
export const workshopPaymentPaySchema = z.object({
  paidOn: paymentPaidOnSchema,
  method: z
    .string({ error: WORKSHOP_PAYMENT_PAY_MESSAGES.methodRequired })
    .refine(isWorkshopPaymentMethod, WORKSHOP_PAYMENT_PAY_MESSAGES.methodRequired)
    .transform((v) => v as WorkshopPaymentMethod),
});
export type WorkshopPaymentPayInput = z.input<typeof workshopPaymentPaySchema>;

export const paymentReceiptParamsSchema = z.object({
  id: z.string().min(1).max(100),
  receiptId: z.string().min(1).max(100),
});

/** A receipt's download address, signed and valid for SIGNED_URL_TTL_SECONDS. */
export const signedFileLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type SignedFileLink = z.infer<typeof signedFileLinkSchema>;
