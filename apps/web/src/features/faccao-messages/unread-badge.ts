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
/** Live messaging for the shell and the portal (message-follower.ts), as code loaded when first needed. */
export const loadMessageFollower = () => import('./message-follower');

export function useCompanyUnreadBadge(enabled: boolean): number | undefined {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    // The follower (socket; the toasts and sound load when a message arrives) loads after the shell.
    const following = loadMessageFollower()
      .then((module) => module.followCompanyMessages(client))
      .catch(() => () => undefined);
    return () => void following.then((stop) => stop());
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
