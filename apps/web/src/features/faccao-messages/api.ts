import type { WorkshopConversation, WorkshopMessage, WorkshopMessagePage } from '@alinhavo/domain';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api';
import { faccaoMessagesKeys, invalidateConversations, type MessagingScope } from './keys';

/** The calls of one side: the same operations, on the company's routes or the workshop's (for its company). */
function callsOf(scope: MessagingScope) {
  if (scope.side === 'empresa') {
    return {
      conversations: (signal?: AbortSignal) => api.get('/api/faccao-conversations', { signal }),
      conversation: (id: string, signal?: AbortSignal) =>
        api.get('/api/faccao-conversations/{id}', { path: { id }, signal }),
      messages: (id: string, before: string | undefined, signal?: AbortSignal) =>
        api.get('/api/faccao-conversations/{id}/messages', { path: { id }, query: { before }, signal }),
      send: (id: string, content: string) =>
        api.post('/api/faccao-conversations/{id}/messages', { path: { id }, body: { content } }),
      markRead: (id: string) => api.post('/api/faccao-conversations/{id}/read', { path: { id } }),
      unreadCount: (signal?: AbortSignal) => api.get('/api/faccao-conversations/unread-count', { signal }),
    };
  }
  const { companyId } = scope;
  return {
    conversations: (signal?: AbortSignal) =>
      api.get('/api/workshop/companies/{companyId}/conversations', { path: { companyId }, signal }),
    conversation: (id: string, signal?: AbortSignal) =>
      api.get('/api/workshop/companies/{companyId}/conversations/{id}', { path: { companyId, id }, signal }),
    messages: (id: string, before: string | undefined, signal?: AbortSignal) =>
      api.get('/api/workshop/companies/{companyId}/conversations/{id}/messages', {
        path: { companyId, id },
        query: { before },
        signal,
      }),
    send: (id: string, content: string) =>
      api.post('/api/workshop/companies/{companyId}/conversations/{id}/messages', {
        path: { companyId, id },
        body: { content },
      }),
    markRead: (id: string) =>
      api.post('/api/workshop/companies/{companyId}/conversations/{id}/read', { path: { companyId, id } }),
    unreadCount: (signal?: AbortSignal) =>
      api.get('/api/workshop/companies/{companyId}/conversations/unread-count', {
        path: { companyId },
        signal,
      }),
  };
}

/** The conversations, newest activity first. Refreshed by realtime events (invalidateConversations) and on focus. */
export function useConversations(scope: MessagingScope) {
  return useQuery({
    queryKey: faccaoMessagesKeys.conversations(scope),
    queryFn: ({ signal }) => callsOf(scope).conversations(signal),
    // Until realtime events refresh them (invalidateConversation), coming back to the window does.
    refetchOnWindowFocus: true,
  });
}

export function useConversation(scope: MessagingScope, id: string | null) {
  return useQuery({
    queryKey: faccaoMessagesKeys.conversation(scope, id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => callsOf(scope).conversation(id!, signal),
  });
}

/** A thread: its latest page first, older pages as the reader asks for them ('Carregar mensagens anteriores'). */
export function useMessages(scope: MessagingScope, id: string) {
  return useInfiniteQuery({
    queryKey: faccaoMessagesKeys.messages(scope, id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => callsOf(scope).messages(id, pageParam, signal),
    // Until realtime events refresh them (invalidateConversation), coming back to the window does.
    refetchOnWindowFocus: true,
    getNextPageParam: (page: WorkshopMessagePage) => (page.hasMore ? page.items[0]?.id : undefined),
  });
}

/** The thread's messages in reading order (the pages come newest first). */
export function threadMessages(data: InfiniteData<WorkshopMessagePage> | undefined): WorkshopMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.items) : [];
}

/** Sends a message; the answer joins the thread at once, and the lists (preview, order) refresh. */
export function useSendMessage(scope: MessagingScope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => callsOf(scope).send(id, content),
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<WorkshopMessagePage>>(
        faccaoMessagesKeys.messages(scope, id),
        (data) => {
          if (!data) return data;
          const [latest, ...older] = data.pages;
          if (!latest || latest.items.some((m) => m.id === message.id)) return data;
          return { ...data, pages: [{ ...latest, items: [...latest.items, message] }, ...older] };
        },
      );
      void invalidateConversations(queryClient);
    },
  });
}

/** Records on the server that this user has seen the conversation; the red dots and badges follow. */
export function useMarkRead(scope: MessagingScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callsOf(scope).markRead(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<{ items: WorkshopConversation[] }>(
        faccaoMessagesKeys.conversations(scope),
        (data) => data && { items: data.items.map((c) => (c.id === id ? { ...c, unread: false } : c)) },
      );
      void queryClient.invalidateQueries({ queryKey: faccaoMessagesKeys.unreadCount(scope) });
    },
  });
}

/** The number of unread conversations ('99+' above 99 is the badge's business). */
export function useUnreadCount(scope: MessagingScope, enabled = true) {
  return useQuery({
    queryKey: faccaoMessagesKeys.unreadCount(scope),
    enabled,
    queryFn: ({ signal }) => callsOf(scope).unreadCount(signal),
    // Until realtime events refresh them (invalidateConversation), coming back to the window does.
    refetchOnWindowFocus: true,
    select: (data) => data.count,
  });
}

/** The company's active workshops for the 'Iniciar' dropdown. */
export function useCompanyWorkshops() {
  return useQuery({
    queryKey: faccaoMessagesKeys.workshops,
    queryFn: ({ signal }) => api.get('/api/faccao-conversations/workshops', { signal }),
  });
}

/** 'Iniciar': creates the conversation with the workshop, or opens the one already open. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (faccaoId: string) => api.post('/api/faccao-conversations', { body: { faccaoId } }),
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(
        faccaoMessagesKeys.conversation({ side: 'empresa' }, conversation.id),
        conversation,
      );
      void invalidateConversations(queryClient);
    },
  });
}
