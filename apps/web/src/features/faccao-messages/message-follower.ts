import {
  REALTIME_TOPIC_KINDS,
  type RealtimeEvent,
  realtimeTopic,
  type SessionProfile,
} from '@alinhavo/domain';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/app/session';
import { invalidateForRealtime, listenToTopic } from '@/lib/realtime';
import { COMPANY_SCOPE, faccaoMessagesKeys } from './keys';

// Loaded after the shell (the company's follower) or with the portal's first message event; the toasts and the
// sound (live-alerts.ts) load only when a message arrives.

/** The portal: a message of the chosen company's topic arrived (the portal's topics refresh its queries). */
export function announceWorkshopMessage(companyId: string, event: RealtimeEvent): void {
  if (event.table !== 'faccao_messages') return;
  void import('./live-alerts').then((alerts) => alerts.alertWorkshopMessage(companyId, event));
}

/** The shell's one follower, shared by the sidebars that ask for it (the drawer's while open): one alert each. */
let shared: { companyId: string; users: number; stop: () => void } | null = null;

/**
 * The shell's follower of the company's messaging, wherever the member is: the sidebar badge refreshes and a
 * workshop's message is announced. Returns the function that stops following.
 */
export function followCompanyMessages(client: QueryClient): () => void {
  const companyId = client.getQueryData<SessionProfile>(SESSION_QUERY_KEY)?.company.id;
  if (!companyId) return () => undefined;
  if (shared?.companyId !== companyId) {
    shared?.stop();
    const stop = listenToTopic(realtimeTopic(REALTIME_TOPIC_KINDS.faccaoMessages, companyId), (message) => {
      void invalidateForRealtime(client, message, () => [faccaoMessagesKeys.unreadCount(COMPANY_SCOPE)]);
      if (message.type !== 'event' || message.event.table !== 'faccao_messages') return;
      const { event } = message;
      void import('./live-alerts').then((alerts) => alerts.alertCompanyMessage(event));
    });
    shared = { companyId, users: 0, stop };
  }
  const mine = shared;
  mine.users++;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--mine.users > 0 || shared !== mine) return;
    mine.stop();
    shared = null;
  };
}
