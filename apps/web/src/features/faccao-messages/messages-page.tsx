import { canUse, useSessionQuery } from '@/app/session';
import { COMPANY_SCOPE } from './keys';
import { MessagingLayout } from './messaging-layout';
import { StartConversationBar } from './start-conversation-bar';

/**
 * /app/mensagens-faccao (part2 'Company messaging', feature faccao-messages): the company's conversations with its
 * workshops, 'Iniciar' one with a workshop, and the thread (?conv=<id>).
 */
export function FaccaoMessagesPage() {
  const { data: session } = useSessionQuery();
  const canWrite = canUse(session, 'faccao-messages', 'write');
  return (
    <MessagingLayout
      scope={COMPANY_SCOPE}
      canWrite={canWrite}
      toolbar={canWrite ? <StartConversationBar /> : null}
    />
  );
}
