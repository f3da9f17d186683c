import { useQuery } from '@tanstack/react-query';
import { faccaoMessagesKeys, loadWorkshopMessagesTab } from '@/features/faccao-messages';
import { api } from '@/lib/api';
import { lazyComponent } from '@/lib/lazy-component';
import { onDemand } from '@/lib/on-demand';

/**
 * The Mensagens tab of part2 /faccao: the messaging feature's conversation list and thread for the company chosen
 * (it reads and writes the portal's `conv` parameter itself); its code loads when the tab is shown.
 */
export const WorkshopMessagesTab = lazyComponent(onDemand(loadWorkshopMessagesTab));

/** The 'Mensagens' summary card's number: the workshop's unread conversations with the company chosen. */
export function useWorkshopMessageCount(companyId: string | null): number | undefined {
  const scope = { side: 'faccao' as const, companyId: companyId ?? '' };
  const unread = useQuery({
    queryKey: faccaoMessagesKeys.unreadCount(scope),
    enabled: companyId !== null,
    queryFn: ({ signal }) =>
      api.get('/api/workshop/companies/{companyId}/conversations/unread-count', {
        path: { companyId: scope.companyId },
        signal,
      }),
    refetchOnWindowFocus: true,
    select: (data) => data.count,
  });
  return unread.data;
}
