import {
  type RealtimeEvent,
  WORKSHOP_MESSAGE_SENDER_TYPES,
  type WorkshopMessageSenderType,
} from '@alinhavo/domain';
import { appHistory } from '@/app/app-history';
import { api } from '@/lib/api';
import { messageAlerts } from './message-alerts';
import { playMessageSound } from './message-sound';
import { showCompanyMessageToast, showWorkshopMessageToast } from './message-toasts';

/**
 * Live alerts of workshop messaging (part2 §8/§9), loaded when a message event arrives: the toast of a message
 * from the other side, with its preview, and the notification sound, except where the reader already sees the
 * message (message-alerts.ts). Events are pointers: the message's text is read through the API.
 */

/** A new message of the event, from whom; null for anything else (a conversation started or ended). */
function arrivedMessage(event: RealtimeEvent) {
  if (event.table !== 'faccao_messages' || event.op !== 'INSERT') return null;
  const senderType = event.senderType;
  const conversationId = event.conversationId;
  if (typeof conversationId !== 'string') return null;
  if (!(WORKSHOP_MESSAGE_SENDER_TYPES as readonly unknown[]).includes(senderType)) return null;
  return { conversationId, senderType: senderType as WorkshopMessageSenderType };
}

/** Where the reader is now: the path, and the conversation the portal shows (`conv`). */
function readerPlace() {
  const { pathname, search } = appHistory.location;
  return { pathname, openConversationId: new URLSearchParams(search).get('conv') };
}

const open = (url: string) => appHistory.push(url);

/** The text of message `id` among a thread's latest ones, or null when it cannot be read now ('' shows the fallback). */
function contentOf(page: { items: { id: string; content: string }[] } | null, id: string): string | null {
  return page?.items.find((message) => message.id === id)?.content ?? null;
}

/** The company's side: a workshop's message arrived (the shell follows the company's messaging topic). */
export async function alertCompanyMessage(event: RealtimeEvent): Promise<void> {
  const arrived = arrivedMessage(event);
  if (!arrived) return;
  const alerts = messageAlerts({ side: 'empresa', ...arrived }, readerPlace());
  if (alerts.sound) playMessageSound();
  if (!alerts.toast) return;
  const id = arrived.conversationId;
  const [conversation, page] = await Promise.all([
    api.get('/api/faccao-conversations/{id}', { path: { id } }).catch(() => null),
    api
      .get('/api/faccao-conversations/{id}/messages', { path: { id }, query: { limit: 10 } })
      .catch(() => null),
  ]);
  showCompanyMessageToast({
    conversationId: id,
    content: contentOf(page, event.id) ?? conversation?.lastMessage?.preview ?? '',
    faccaoName: conversation?.faccaoName ?? 'Facção',
    onOpen: open,
  });
}

/** The workshop's side: the company's message arrived in the portal, for the company chosen. */
export async function alertWorkshopMessage(companyId: string, event: RealtimeEvent): Promise<void> {
  const arrived = arrivedMessage(event);
  if (!arrived) return;
  const alerts = messageAlerts({ side: 'faccao', ...arrived }, readerPlace());
  if (alerts.sound) playMessageSound();
  if (!alerts.toast) return;
  const id = arrived.conversationId;
  const page = await api
    .get('/api/workshop/companies/{companyId}/conversations/{id}/messages', {
      path: { companyId, id },
      query: { limit: 10 },
    })
    .catch(() => null);
  showWorkshopMessageToast({
    conversationId: id,
    content: contentOf(page, event.id) ?? '',
    onOpen: open,
  });
}
