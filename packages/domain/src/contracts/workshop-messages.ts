import { z } from 'zod';
import {
  messageProblem,
  normalizeMessageContent,
  WORKSHOP_CONVERSATION_STATUSES,
  WORKSHOP_MESSAGE_EMPTY,
  WORKSHOP_MESSAGE_SENDER_TYPES,
} from '../messaging/workshop-messages.ts';
import { isUuid } from './common.ts';

/** part2 §3 faccao_messages as both sides read them. */
export const workshopMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderType: z.enum(WORKSHOP_MESSAGE_SENDER_TYPES),
  senderUserId: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});
export type WorkshopMessage = z.infer<typeof workshopMessageSchema>;

/** A page of a thread, oldest first; `hasMore` when older messages exist before the first one. */
export const workshopMessagePageSchema = z.object({
  items: z.array(workshopMessageSchema),
  hasMore: z.boolean(),
});
export type WorkshopMessagePage = z.infer<typeof workshopMessagePageSchema>;

export const WORKSHOP_MESSAGES_PAGE_SIZE = 50;

/** The thread's page: the latest `limit` messages, or those before the message `before` (loading older ones). */
export const workshopMessageListQuerySchema = z.object({
  before: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || isUuid(v), 'Mensagem de referência inválida')
    .transform((v) => v || undefined),
  limit: z.coerce
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade inválida')
    .min(1, 'Quantidade inválida')
    .max(100, 'No máximo 100 mensagens por página')
    .default(WORKSHOP_MESSAGES_PAGE_SIZE),
});
export type WorkshopMessageListQuery = z.infer<typeof workshopMessageListQuerySchema>;

/** part2 §5: the text is trimmed; empty is refused, and so is more than 4,000 characters. */
export const sendWorkshopMessageSchema = z.object({
  content: z
    .string({ error: WORKSHOP_MESSAGE_EMPTY })
    .superRefine((value, ctx) => {
      const problem = messageProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeMessageContent),
});
export type SendWorkshopMessageInput = z.input<typeof sendWorkshopMessageSchema>;

/** 'Iniciar': the workshop (one of the company's active associations) and an optional subject. */
export const startWorkshopConversationSchema = z.object({
  faccaoId: z.string({ error: 'Escolha uma facção' }).refine((v) => isUuid(v), 'Escolha uma facção'),
  subject: z
    .string({ error: 'Assunto inválido' })
    .trim()
    .max(200, 'Máximo de 200 caracteres')
    .nullish()
    .transform((v) => v || null),
});
export type StartWorkshopConversationInput = z.input<typeof startWorkshopConversationSchema>;

/** part2 §3 faccao_conversations as a list line: with the other side's name, the last message and unread. */
export const workshopConversationSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  faccaoId: z.string(),
  faccaoName: z.string(),
  subject: z.string().nullable(),
  status: z.enum(WORKSHOP_CONVERSATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  endedAt: z.string().nullable(),
  /** The latest message, its text cut to the preview length. */
  lastMessage: z
    .object({ preview: z.string(), senderType: z.enum(WORKSHOP_MESSAGE_SENDER_TYPES), createdAt: z.string() })
    .nullable(),
  /** decisions.md's rule, for the signed-in user. */
  unread: z.boolean(),
});
export type WorkshopConversation = z.infer<typeof workshopConversationSchema>;

export const workshopConversationListSchema = z.object({ items: z.array(workshopConversationSchema) });
export type WorkshopConversationList = z.infer<typeof workshopConversationListSchema>;

/** The answer of 'Iniciar': the conversation, and whether it was created now or was already open. */
export const startedWorkshopConversationSchema = z.object({
  conversation: workshopConversationSchema,
  created: z.boolean(),
});

/** The workshops of the 'Iniciar' dropdown: the company's active associations. */
export const companyWorkshopSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The open conversation with it, when there is one. */
  openConversationId: z.string().nullable(),
});
export type CompanyWorkshop = z.infer<typeof companyWorkshopSchema>;
export const companyWorkshopListSchema = z.object({ items: z.array(companyWorkshopSchema) });

/** The sidebar badge (company) or the portal's tab (workshop): conversations unread by the signed-in user. */
export const workshopUnreadCountSchema = z.object({ count: z.number().int() });

/** Workshop routes name the company the login operates (part2: one company at a time). */
export const workshopCompanyParamSchema = z.object({ companyId: z.string().min(1).max(100) });
export const workshopConversationParamSchema = z.object({
  companyId: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
});
