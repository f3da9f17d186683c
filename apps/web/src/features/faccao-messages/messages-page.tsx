import { canUse, useSessionQuery } from '@/app/session';
import { COMPANY_SCOPE } from './keys';
import { MessagingLayout } from './messaging-layout';
import { useCompanyMessagesRealtime } from './realtime';
import { StartConversationBar } from './start-conversation-bar';

/**
 * /app/mensagens-faccao (part2 'Company messaging', feature faccao-messages): the company's conversations with its
 * workshops, 'Iniciar' one with a workshop, and the thread (?conv=<id>). A member without the feature is told so
 * here (the screen is registered with deniedInPlace).
 */
export function FaccaoMessagesPage() {
  const { data: session } = useSessionQuery();
  useCompanyMessagesRealtime();
  if (!canUse(session, 'faccao-messages')) {
    return (
      <p
        role="alert"
        className="mx-auto mt-6 max-w-lg rounded-xl border bg-card p-6 text-center shadow-sm sm:mt-12 sm:p-8"
      >
        Você não tem permissão para acessar Mensagens (Facções).
      </p>
    );
  }
  const canWrite = canUse(session, 'faccao-messages', 'write');
  return (
    <MessagingLayout
      scope={COMPANY_SCOPE}
      canWrite={canWrite}
      toolbar={canWrite ? <StartConversationBar /> : null}
    />
  );
}
