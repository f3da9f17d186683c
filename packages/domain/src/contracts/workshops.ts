import { z } from 'zod';
import { BATCH_STATUSES } from '../production/batch-status.ts';
import { emailSchema } from './auth.ts';
import { isUuid } from './common.ts';
import { invitationAcceptSchema } from './users.ts';

/**
 * Workshops (facções) as users of their own (issue 14, part2 'Workshop portal', part1 §2.4 and §4.3): the company's
 * portal links and invitations, the workshop's sign-up through an invitation, and the /faccao portal.
 */
export const WORKSHOP_MESSAGES = {
  /** part2 §2: anyone without a workshop link opening /faccao or a workshop route. */
  restricted: 'Acesso restrito à facção.',
  /** A workshop login calling a company route: its place is the portal. */
  workshopLogin: 'Conta de facção: use o portal da facção.',
  associationActivated: 'Associação ativada',
  associationActivatedDescription: 'Associação com a empresa ativada com sucesso.',
  acceptFailed: 'Falha ao aceitar associação',
  associationNotFound: 'Associação não encontrada',
  companyNotFound: 'Empresa não encontrada',
  batchNotFound: 'Lote não encontrado',
  inviteSent: 'Convite enviado',
  inviteSentDescription: (email: string) =>
    `Se ${email} puder receber o convite, a facção verá o convite por e-mail ou no portal.`,
  alreadyPending: 'Já existe um convite pendente para este email.',
  outworkerLinked: 'Este terceirizado já está associado a uma facção do portal.',
  outworkerInvited: 'Já existe um convite pendente para este terceirizado.',
  alreadyAssociated: 'Esta facção já está associada à sua empresa.',
  outworkerNotFound: 'Terceirizado não encontrado',
  linkNotFound: 'Associação não encontrada',
  linkRemoved: 'Associação removida',
  inviteCancelled: 'Convite cancelado',
} as const;

const notesSchema = z
  .string({ error: 'Observações inválidas' })
  .trim()
  .max(1000, 'Máximo de 1000 caracteres')
  .optional()
  .transform((v) => v || undefined);

const uuidField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isUuid, message);

/** POST /api/workshop-links/invitations: invite the workshop behind one of the company's outworker records. */
export const workshopInviteSchema = z.object({
  outworkerId: uuidField('Selecione o terceirizado'),
  email: emailSchema,
  fullName: z
    .string({ error: 'Nome da facção é obrigatório' })
    .trim()
    .min(2, 'Nome da facção é obrigatório')
    .max(200, 'Máximo de 200 caracteres'),
});
export type WorkshopInviteInput = z.input<typeof workshopInviteSchema>;

export const WORKSHOP_LINK_STATUSES = ['pending', 'active'] as const;
export type WorkshopLinkStatus = (typeof WORKSHOP_LINK_STATUSES)[number];
export const WORKSHOP_LINK_STATUS_LABELS: Record<WorkshopLinkStatus, string> = {
  pending: 'Pendente',
  active: 'Ativa',
};

/**
 * One row of /app/portal-terceirizados. An invitation not accepted yet is 'pending' whether or not the address
 * already has a workshop login (the company never learns which); once accepted it is the workshop's active link.
 */
export const workshopLinkSchema = z.object({
  /** The invitation's id while 'invited', the association's once active. */
  id: z.string(),
  kind: z.enum(['invitation', 'association']),
  status: z.enum(WORKSHOP_LINK_STATUSES),
  workshopName: z.string(),
  email: z.string(),
  outworkerId: z.string().nullable(),
  outworkerName: z.string().nullable(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
});
export type WorkshopLink = z.infer<typeof workshopLinkSchema>;
export const workshopLinkListSchema = z.object({ items: z.array(workshopLinkSchema) });
export type WorkshopLinkList = z.infer<typeof workshopLinkListSchema>;

/** What the outworker page shows about its portal link. */
export const outworkerPortalStatusSchema = z.object({ link: workshopLinkSchema.nullable() });
export type OutworkerPortalStatus = z.infer<typeof outworkerPortalStatusSchema>;

/** GET /api/auth/workshop-invitation/check?token=… (public): what /signup?type=faccao shows. */
export const workshopInvitationDetailsSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  companyName: z.string(),
});
export type WorkshopInvitationDetails = z.infer<typeof workshopInvitationDetailsSchema>;

/**
 * POST /api/auth/workshop-invitation/accept (public): creates the workshop and its login, then signs it in. The
 * same form as a member's invitation (token, password, confirmation).
 */
export const workshopInvitationAcceptSchema = invitationAcceptSchema;
export type WorkshopInvitationAcceptInput = z.infer<typeof workshopInvitationAcceptSchema>;

/** Formatted as part2 asks: 14 characters is a CNPJ, 11 a CPF (see formatDocument). */
export const workshopCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  documentNumber: z.string().nullable(),
  status: z.enum(['pending', 'active']),
  invitedAt: z.string(),
});
export type WorkshopCompany = z.infer<typeof workshopCompanySchema>;

/** GET /api/workshop/me: the workshop login, its workshop and every company it is linked with. */
export const workshopSessionSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string() }),
  faccao: z.object({ id: z.string(), name: z.string() }),
  companies: z.array(workshopCompanySchema),
});
export type WorkshopSession = z.infer<typeof workshopSessionSchema>;

/** part2 §2 Lotes tab filter. */
export const WORKSHOP_BATCH_FILTERS = ['todos', 'em_producao', 'enviado', 'finalizado_faccao'] as const;
export type WorkshopBatchFilter = (typeof WORKSHOP_BATCH_FILTERS)[number];
export const WORKSHOP_BATCH_FILTER_LABELS: Record<WorkshopBatchFilter, string> = {
  todos: 'Todos',
  em_producao: 'Em Produção',
  enviado: 'Enviado',
  finalizado_faccao: 'Finalizado',
};

export const workshopBatchSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(BATCH_STATUSES),
  quantity: z.number().int(),
  productName: z.string(),
  productReference: z.string(),
  createdAt: z.string(),
  /** When it was sent to the workshop ('received' in part2). */
  sentAt: z.string().nullable(),
  /** 'yyyy-MM-dd': the day it is expected back ('Entrega'), else the order's due date. */
  dueDate: z.string().nullable(),
  startedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** 'Preço combinado': the agreed price per piece, null when none was agreed. */
  unitPriceCents: z.number().int().nullable(),
});
export type WorkshopBatch = z.infer<typeof workshopBatchSchema>;

/** GET /api/workshop/companies/:companyId/batches: sorted by part2 §9 weights, then newest first. */
export const workshopBatchListSchema = z.object({
  /** False when no outworker of this company is mapped to the workshop ('Nenhuma facção operacional…'). */
  mapped: z.boolean(),
  /** The company's outworker records that are this workshop: the portal follows their realtime topics. */
  outworkerIds: z.array(z.string()),
  items: z.array(workshopBatchSchema),
});
export type WorkshopBatchList = z.infer<typeof workshopBatchListSchema>;

export const workshopBatchHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      actionType: z.string(),
      actionLabel: z.string(),
      actor: z.string(),
      actionDate: z.string(),
      notes: z.string().nullable(),
    }),
  ),
});
export type WorkshopBatchHistory = z.infer<typeof workshopBatchHistorySchema>;

/** POST …/batches/:batchId/start and …/finish: the optional observations of the modal. */
export const workshopBatchProgressSchema = z.object({ notes: notesSchema });
export type WorkshopBatchProgressInput = z.input<typeof workshopBatchProgressSchema>;

export const workshopCompanyParamsSchema = z.object({
  companyId: z.string().max(100),
});
export const workshopBatchParamsSchema = z.object({
  companyId: z.string().max(100),
  batchId: z.string().max(100),
});
/** A receipt of one of the workshop's payment records, in the company it operates. */
export const workshopReceiptParamsSchema = z.object({
  companyId: z.string().max(100),
  paymentId: z.string().max(100),
  receiptId: z.string().max(100),
});
