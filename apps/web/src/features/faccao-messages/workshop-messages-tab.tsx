import { MessagingLayout } from './messaging-layout';

/**
 * The workshop portal's Mensagens tab (part2 /faccao) for the company the workshop operates: its conversations
 * ('Nenhuma conversa'), the thread with own messages on the right, 'Escreva uma mensagem...' and Enter to send.
 * The open conversation is the portal's `conv` query parameter.
 */
export function WorkshopMessagesTab({ companyId, className }: { companyId: string; className?: string }) {
  return <MessagingLayout scope={{ side: 'faccao', companyId }} canWrite className={className} />;
}
