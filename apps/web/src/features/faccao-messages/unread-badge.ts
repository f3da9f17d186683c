import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api';

/**
 * The company's unread count key: `faccaoMessagesKeys.unreadCount(COMPANY_SCOPE)`, spelled out here so the shell
 * loads only this file of the feature (keys.test.ts checks the two agree).
 */
export const COMPANY_UNREAD_COUNT_KEY = ['faccao-messages', 'empresa', 'unread-count'] as const;

/**
 * The sidebar badge of /app/mensagens-faccao: conversations with workshop messages this member has not seen
 * (counted only with the faccao-messages feature). Kept fresh by the company's messaging topic, followed wherever
 * the member is (live-alerts.ts, which also announces a workshop's message), and when a screen asks again (10 s
 * fresh); never polled.
 */
/** How long after the shell mounts the company starts following its messages. */
const FOLLOW_AFTER_MS = 2000;

/** Live messaging for the shell and the portal (message-follower.ts), as code loaded when first needed. */
export const loadMessageFollower = () => import('./message-follower');

export function useCompanyUnreadBadge(enabled: boolean): number | undefined {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    // The follower (socket; the toasts and sound load when a message arrives) is background work: like the install
    // and push prompts (app-layout.tsx) it starts a while after the first paint, outside the screen's first load.
    // What arrived meanwhile is counted again once it follows.
    let live = true;
    const following = new Promise((resolve) => setTimeout(resolve, FOLLOW_AFTER_MS))
      .then(() => (live ? loadMessageFollower() : null))
      .then((module) => {
        if (!module) return () => undefined;
        const stop = module.followCompanyMessages(client);
        void client.invalidateQueries({ queryKey: COMPANY_UNREAD_COUNT_KEY });
        return stop;
      })
      .catch(() => () => undefined);
    return () => {
      live = false;
      void following.then((stop) => stop());
    };
  }, [enabled, client]);
  const { data } = useQuery({
    queryKey: COMPANY_UNREAD_COUNT_KEY,
    enabled,
    // A count of a few bytes: not worth an abort signal in the shell's code.
    queryFn: () => api.get('/api/faccao-conversations/unread-count'),
  });
  // Shown only on the sidebar item, which is listed only when `enabled`.
  return data?.count;
}
