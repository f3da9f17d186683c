import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * SEAM, not a feature: the Mensagens tab of part2 §2 is built by the messaging part of issue 14, which replaces
 * this component (and `useWorkshopMessageCount`) with the conversation list and thread. Until then the tab says
 * plainly that messages are not available, and the portal opens on 'lotes' (DEFAULT_PORTAL_TAB).
 */
export function WorkshopMessagesTab(_props: { companyId: string; conversationId: string | null }) {
  return (
    <EmptyState
      icon={<MessagesSquare />}
      title="Mensagens indisponíveis"
      description="As conversas com a empresa ainda não estão disponíveis neste portal."
    />
  );
}

/** The 'Mensagens' summary card's number (part2: messages loaded); none until the messages tab exists. */
export function useWorkshopMessageCount(_companyId: string | null): number | undefined {
  return undefined;
}
