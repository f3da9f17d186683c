import { z } from 'zod';
import { listQuerySchema, pageSchema } from './common.ts';
import type { PlanType } from './users.ts';

/** /app/admin (platform staff): customer companies and the e-mail outbox. */

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

export function planTypeLabel(planType: string): string {
  return (PLAN_TYPE_LABELS as Record<string, string>)[planType] ?? planType;
}

const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  trialing: 'Em teste',
  active: 'Ativa',
  paused: 'Pausada',
  expired: 'Expirada',
  past_due: 'Vencida',
  canceled: 'Cancelada',
};

/** The subscription status as staff read it; null means the company never had one. */
export function subscriptionStatusLabel(status: string | null): string {
  return status ? (SUBSCRIPTION_STATUS_LABELS[status] ?? status) : 'Sem assinatura';
}

export const adminCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  documentNumber: z.string().nullable(),
  planType: z.string(),
  /** The status now (an ended trial reads as expired), or null without a subscription. */
  subscriptionStatus: z.string().nullable(),
  trialEnd: z.string().nullable(),
  /** The earliest active owner (or the earliest owner when none is active). */
  owner: z.object({ fullName: z.string(), email: z.string() }).nullable(),
  activeUsers: z.number().int(),
  totalUsers: z.number().int(),
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const ADMIN_COMPANY_SORT_KEYS = ['name', 'createdAt'] as const;
/** q matches the company's name or e-mail, or its owner's name or e-mail. */
export const adminCompanyListQuerySchema = listQuerySchema(ADMIN_COMPANY_SORT_KEYS, 'name');
export const adminCompanyPageSchema = pageSchema(adminCompanySchema);

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pendente',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Falhou',
};

/** The status filter of the outbox list; 'pending' also covers messages being delivered right now. */
export const OUTBOX_STATUS_FILTERS = ['pending', 'sent', 'failed'] as const;
export type OutboxStatusFilter = (typeof OUTBOX_STATUS_FILTERS)[number];

const EMAIL_KIND_LABELS: Record<string, string> = {
  'email-confirmation': 'Confirmação de e-mail',
  'password-reset-link': 'Redefinição de senha (link)',
  'password-reset-code': 'Redefinição de senha (código)',
  invitation: 'Convite',
  'account-restored': 'Acesso restabelecido',
};

export function emailKindLabel(kind: string): string {
  return EMAIL_KIND_LABELS[kind] ?? kind;
}

export const adminEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  transport: z.enum(['smtp', 'log']).nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminEmail = z.infer<typeof adminEmailSchema>;

export const adminEmailDetailSchema = adminEmailSchema.extend({ html: z.string(), text: z.string() });
export type AdminEmailDetail = z.infer<typeof adminEmailDetailSchema>;

/** Newest first; q matches the recipient. */
export const adminEmailListQuerySchema = listQuerySchema(['createdAt'], 'createdAt')
  .omit({ sort: true, dir: true })
  .extend({ status: z.enum(OUTBOX_STATUS_FILTERS, { error: 'Situação inválida' }).optional() });
export type AdminEmailListQuery = z.output<typeof adminEmailListQuerySchema>;
export const adminEmailPageSchema = pageSchema(adminEmailSchema);
