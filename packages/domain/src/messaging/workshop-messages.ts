/**
 * Company ↔ workshop messaging (part2 'Company messaging', 'Mensagens tab', §4, §5, §9; decisions.md): the rules
 * both sides and the server share.
 */

/** decisions.md: the company side writes 'empresa', the workshop side 'faccao'. */
export const WORKSHOP_MESSAGE_SENDER_TYPES = ['empresa', 'faccao'] as const;
export type WorkshopMessageSenderType = (typeof WORKSHOP_MESSAGE_SENDER_TYPES)[number];

export const WORKSHOP_CONVERSATION_STATUSES = ['open', 'ended'] as const;
export type WorkshopConversationStatus = (typeof WORKSHOP_CONVERSATION_STATUSES)[number];

/** The longest message accepted, after trimming (issue 14). */
export const WORKSHOP_MESSAGE_MAX_LENGTH = 4000;
/** part2 §9: the send control stays disabled this long after a send (double-click guard). */
export const WORKSHOP_MESSAGE_SEND_GUARD_MS = 1000;
/** part2 §9: message previews, 100 characters on the workshop side, 90 in the company's toasts. */
export const WORKSHOP_MESSAGE_PREVIEW_LENGTH = 100;
export const COMPANY_MESSAGE_TOAST_PREVIEW_LENGTH = 90;
/** part2 §9: message toasts stay 4 s. */
export const WORKSHOP_MESSAGE_TOAST_MS = 4000;
/** part2 §8: the toast titles of a new message, on the workshop side and on the company side. */
export const WORKSHOP_NEW_MESSAGE_TOAST = 'Nova mensagem';
export const COMPANY_NEW_MESSAGE_TOAST = 'Mensagem da Facção';
/** part2 §8: the text of a toast whose message has no text. */
export const MESSAGE_TOAST_FALLBACK = 'Nova mensagem';

export const WORKSHOP_MESSAGE_EMPTY =
  'Escreva uma mensagem antes de enviar: mensagens vazias não são enviadas.';
export const WORKSHOP_MESSAGE_TOO_LONG = 'A mensagem pode ter no máximo 4.000 caracteres.';
export const WORKSHOP_CONVERSATION_NOT_FOUND = 'Conversa não encontrada';
export const WORKSHOP_CONVERSATION_ENDED =
  'Esta conversa foi encerrada porque a associação com a facção foi removida. Não é possível enviar novas mensagens.';
export const WORKSHOP_CONVERSATION_ENDED_FOR_WORKSHOP =
  'Esta conversa foi encerrada pela empresa. Não é possível enviar novas mensagens.';
export const WORKSHOP_MESSAGE_NOT_FOUND = 'Mensagem não encontrada';
export const WORKSHOP_NOT_ASSOCIATED = 'Facção não encontrada entre as associações ativas da empresa.';
export const WORKSHOP_CONVERSATION_SUBJECT_EMPTY = 'Sem assunto';
/** The portal's list names a conversation without subject 'Conversa' (part2 'Mensagens tab'). */
export const WORKSHOP_CONVERSATION_UNTITLED = 'Conversa';

/** The other side of a conversation, seen from `side`. */
export function otherMessageSide(side: WorkshopMessageSenderType): WorkshopMessageSenderType {
  return side === 'empresa' ? 'faccao' : 'empresa';
}

export type ConversationReadState = {
  /** Latest message of the conversation, from either side; null when it has none. */
  lastMessageAt: Date | string | null;
  /** Latest message written by the other side (the workshop, for a company user); null when none. */
  lastOtherSideMessageAt: Date | string | null;
  /** When this user last saw the conversation; null when never. */
  lastSeenAt: Date | string | null;
};

const time = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * decisions.md's unread rule, for one user: unread when the user never saw the conversation, or when its latest
 * message from the other side is newer than the user's last-seen time. A conversation without any message has
 * nothing to see and is never unread (a company user who just pressed 'Iniciar' does not get a red dot).
 */
export function isConversationUnread(state: ConversationReadState): boolean {
  if (state.lastMessageAt === null) return false;
  if (state.lastSeenAt === null) return true;
  if (state.lastOtherSideMessageAt === null) return false;
  return time(state.lastOtherSideMessageAt) > time(state.lastSeenAt);
}

/** A message for a list line or a toast: whitespace runs made single spaces, cut to `max` characters with '…'. */
export function messagePreview(content: string, max: number = WORKSHOP_MESSAGE_PREVIEW_LENGTH): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (!flat) return MESSAGE_TOAST_FALLBACK;
  const chars = Array.from(flat);
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** A message as it is stored: trimmed. Empty after trimming means nothing to send. */
export function normalizeMessageContent(content: string): string {
  return content.trim();
}

/** Whether a typed text may be sent: something left after trimming, at most the limit. */
export function messageProblem(content: string): string | null {
  const text = normalizeMessageContent(content);
  if (!text) return WORKSHOP_MESSAGE_EMPTY;
  if (Array.from(text).length > WORKSHOP_MESSAGE_MAX_LENGTH) return WORKSHOP_MESSAGE_TOO_LONG;
  return null;
}
