import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { COMPANY_SCOPE, faccaoMessagesKeys } from './keys';

/**
 * The sidebar badge of /app/mensagens-faccao: conversations with workshop messages this member has not seen
 * (counted only with the faccao-messages feature). Kept fresh by the realtime events the shell turns into
 * `invalidateConversation(s)`, and on window focus; never polled.
 */
export function useCompanyUnreadBadge(enabled: boolean): number | undefined {
  const { data } = useQuery({
    queryKey: faccaoMessagesKeys.unreadCount(COMPANY_SCOPE),
    enabled,
    queryFn: ({ signal }) => api.get('/api/faccao-conversations/unread-count', { signal }),
    select: (answer) => answer.count,
  });
  return enabled ? data : undefined;
}
