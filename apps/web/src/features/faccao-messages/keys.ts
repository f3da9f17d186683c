import type { QueryClient } from '@tanstack/react-query';

/**
 * Whose messages a screen shows: the company's side (/app/mensagens-faccao) or a workshop login's side in the
 * company it operates (the portal's Mensagens tab).
 */
export type MessagingScope = { side: 'empresa' } | { side: 'faccao'; companyId: string };

export const COMPANY_SCOPE: MessagingScope = { side: 'empresa' };

const scopeKey = (scope: MessagingScope) =>
  scope.side === 'empresa' ? 'empresa' : `faccao:${scope.companyId}`;

/**
 * The query keys of messaging, all under 'faccao-messages', so realtime events can refresh exactly what changed:
 * a conversation's thread and detail, or the lists and unread counts.
 */
export const faccaoMessagesKeys = {
  all: ['faccao-messages'] as const,
  scope: (scope: MessagingScope) => ['faccao-messages', scopeKey(scope)] as const,
  conversations: (scope: MessagingScope) => ['faccao-messages', scopeKey(scope), 'conversations'] as const,
  unreadCount: (scope: MessagingScope) => ['faccao-messages', scopeKey(scope), 'unread-count'] as const,
  workshops: ['faccao-messages', 'empresa', 'workshops'] as const,
  conversation: (scope: MessagingScope, id: string) =>
    ['faccao-messages', scopeKey(scope), 'conversation', id] as const,
  messages: (scope: MessagingScope, id: string) =>
    ['faccao-messages', scopeKey(scope), 'messages', id] as const,
};

const isListOrCount = (key: readonly unknown[]) =>
  key[0] === 'faccao-messages' &&
  (key[2] === 'conversations' || key[2] === 'unread-count' || key[2] === 'workshops');

/**
 * A conversation list changed (a conversation started or ended, a message anywhere): refreshes the lists, the
 * 'Iniciar' dropdown and the unread badges of both sides. For realtime events on faccao_conversations.
 */
export function invalidateConversations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isListOrCount(query.queryKey) });
}

/**
 * Something happened in one conversation (a new message, it ended): refreshes its thread and detail wherever they
 * are shown, and the lists and badges. For realtime events on faccao_messages and faccao_conversations.
 */
export function invalidateConversation(queryClient: QueryClient, conversationId: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: key }) =>
      isListOrCount(key) ||
      (key[0] === 'faccao-messages' &&
        (key[2] === 'messages' || key[2] === 'conversation') &&
        key[3] === conversationId),
  });
}
