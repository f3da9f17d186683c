import { z } from 'zod';

/** Which payment provider serves the install: Stripe when its keys are set, otherwise the built-in one. */
export const PAYMENT_PROVIDERS = ['builtin', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** part1 §8 billing messages (verbatim where the specification gives them). */
export const BILLING_MESSAGES = {
  checkoutFailed: 'Erro ao criar sessão de checkout. Tente novamente.',
  portalFailed: 'Erro ao abrir portal do cliente. Tente novamente.',
  checkoutUrlMissing: 'URL de checkout não recebida',
  planNotFound: 'Plano não encontrado',
  contactSales: 'Fale com o setor de vendas para contratar este plano.',
  changePlanFailed: 'Erro ao alterar o plano. Tente novamente.',
  invoicesFailed: 'Erro ao carregar faturas. Tente novamente.',
  ownerOnly: 'Apenas o proprietário pode gerenciar a assinatura.',
  samePlan: 'A empresa já está neste plano.',
  paymentNotFound: 'Pagamento não encontrado',
  paymentCanceled: 'Este pagamento foi cancelado. Inicie um novo pagamento.',
  devConfirmDisabled: 'A confirmação direta de pagamento só está disponível em desenvolvimento.',
  invalidWebhook: 'Assinatura do webhook inválida.',
  cancelViaPortal: 'Cancele a assinatura pelo portal de pagamento.',
  nothingToCancel: 'Não há assinatura paga em vigor para cancelar.',
  cancelFailed: 'Erro ao cancelar a assinatura. Tente novamente.',
} as const;

/** Body of POST /api/billing/checkout and POST /api/billing/change-plan. */
export const billingPlanInputSchema = z.object({
  planId: z
    .string({ error: BILLING_MESSAGES.planNotFound })
    .trim()
    .min(1, { error: BILLING_MESSAGES.planNotFound })
    .max(50),
});
export type BillingPlanInput = z.input<typeof billingPlanInputSchema>;

/**
 * Answer of POST /api/billing/checkout: the provider's payment page, opened in a new tab (part1 §4.7). With the
 * built-in provider it is our own /payment/checkout page and `paymentId` names the pending payment.
 */
export const checkoutResultSchema = z.object({
  url: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  paymentId: z.string().nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** Answer of POST /api/billing/cancel: the subscription is canceled at once; the data is kept for 30 days. */
export const cancelResultSchema = z.object({ status: z.literal('canceled'), canceledAt: z.string() });
export type CancelResult = z.infer<typeof cancelResultSchema>;

/** Answer of POST /api/billing/portal. */
export const portalResultSchema = z.object({ url: z.string() });

/**
 * Answer of POST /api/billing/change-plan: `url` is null when the plan changed at once (Stripe prorates an existing
 * subscription); otherwise it is a checkout page to pay for the new plan, which applies once paid.
 */
export const changePlanResultSchema = z.object({
  /** The plan in force after the call (unchanged until a checkout for the new plan is paid). */
  planType: z.string().nullable(),
  url: z.string().nullable(),
  paymentId: z.string().nullable(),
});
export type ChangePlanResult = z.infer<typeof changePlanResultSchema>;

export const PAYMENT_STATUSES = ['pending', 'confirmed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Aguardando confirmação',
  confirmed: 'Confirmado',
  canceled: 'Cancelado',
};

/** A payment of the built-in provider (GET /api/billing/payments/:id). Dates are ISO strings. */
export const billingPaymentSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Whether this install lets the owner confirm the payment from the checkout page (development only). */
  devConfirmAvailable: z.boolean(),
});
export type BillingPayment = z.infer<typeof billingPaymentSchema>;

/** A payment as platform staff see it in /app/admin (GET /api/admin/payments). */
export const adminPaymentSchema = billingPaymentSchema.omit({ devConfirmAvailable: true }).extend({
  companyId: z.string(),
  companyName: z.string(),
  createdByEmail: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
});
export const adminPaymentListSchema = z.object({ items: z.array(adminPaymentSchema) });

export const INVOICE_STATUSES = ['paid', 'open', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paga',
  open: 'Em aberto',
  void: 'Anulada',
  uncollectible: 'Não cobrável',
};

/** One invoice (GET /api/billing/invoices). `url` is the provider's invoice page when there is one. */
export const billingInvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  amountCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  createdAt: z.string(),
  url: z.string().nullable(),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;
export const billingInvoiceListSchema = z.object({ invoices: z.array(billingInvoiceSchema) });

/** Where payment pages send the user back (part1 §2.12, §7.4, decisions.md). */
export const BILLING_PATHS = {
  checkout: '/payment/checkout',
  success: '/payment/success',
  canceled: '/payment/canceled',
  billingTab: '/app/hub?tab=billing',
} as const;
