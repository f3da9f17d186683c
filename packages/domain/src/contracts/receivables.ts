import { z } from 'zod';
import { isUuid, pageQuerySchema, pageSchema } from './common.ts';
import { parseOrderDate } from './production-orders.ts';

/** part4 §3: what a receivable installment shows; 'vencido' is computed from the due date, never stored. */
export const RECEIVABLE_STATUSES = ['aberto', 'parcial', 'pago', 'vencido', 'cancelado'] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];
export type StoredReceivableStatus = Exclude<ReceivableStatus, 'vencido'>;
export const RECEIVABLE_STATUS_LABELS: Record<ReceivableStatus, string> = {
  aberto: 'Aberto',
  parcial: 'Parcial',
  pago: 'Pago',
  vencido: 'Vencido',
  cancelado: 'Cancelado',
};
export const RECEIVABLE_ORIGIN_TYPES = ['sales_order', 'pdv_sale'] as const;
export type ReceivableOriginType = (typeof RECEIVABLE_ORIGIN_TYPES)[number];

/** An installment still owed (aberto or parcial) is 'vencido' once its due day has passed in São Paulo. */
export function receivableStatusShown(
  stored: StoredReceivableStatus,
  dueDate: string,
  today: string,
): ReceivableStatus {
  return (stored === 'aberto' || stored === 'parcial') && dueDate < today ? 'vencido' : stored;
}

export const receivableSchema = z.object({
  id: z.string(),
  customerId: z.string().nullable(),
  originType: z.enum(RECEIVABLE_ORIGIN_TYPES),
  originId: z.string(),
  installmentNumber: z.number().int(),
  installmentCount: z.number().int(),
  /** 'yyyy-MM-dd'. */
  dueDate: z.string(),
  amountCents: z.number().int(),
  receivedCents: z.number().int(),
  /** amount − received. */
  openCents: z.number().int(),
  status: z.enum(RECEIVABLE_STATUSES),
  statusLabel: z.string(),
  createdAt: z.string(),
});
export type Receivable = z.infer<typeof receivableSchema>;

const optionalDate = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      const iso = parseOrderDate(value);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return iso;
    });

/** GET /api/receivables: by status shown, due-date period and customer, oldest due first. */
export const receivableListQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .refine((v) => !v || (RECEIVABLE_STATUSES as readonly string[]).includes(v), 'Situação inválida')
    .transform((v) => (v || undefined) as ReceivableStatus | undefined),
  customerId: z
    .string()
    .optional()
    .refine((v) => !v || isUuid(v), 'Cliente inválido')
    .transform((v) => v || undefined),
  /** Due from this day ('dd/MM/yyyy' or 'yyyy-MM-dd'). */
  from: optionalDate('Data inicial inválida'),
  /** Due until this day. */
  to: optionalDate('Data final inválida'),
  ...pageQuerySchema.shape,
});
export type ReceivableListQuery = z.output<typeof receivableListQuerySchema>;

export const receivablePageSchema = pageSchema(receivableSchema);
export type ReceivablePage = z.infer<typeof receivablePageSchema>;
