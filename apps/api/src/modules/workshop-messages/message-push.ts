import type { WorkshopMessage } from '@alinhavo/domain';
import type { PushMessage } from '../push/index.ts';

/** A message just written, with the conversation it went to. */
export type SentMessage = {
  message: WorkshopMessage;
  conversation: { id: string; companyId: string; faccaoId: string };
};

/** Notifications of one conversation replace each other on a device. */
const conversationTag = (conversationId: string) => `faccao-conversa-${conversationId}`;

/**
 * part2 §7 'send-push' for a new message, to the other side: the company's message goes to the workshop's own logins
 * (titled with the company's name, as a workshop may work for several) and opens the portal's Mensagens tab; the
 * workshop's goes to the company's members who may read workshop messages ('Mensagem da Facção', naming the
 * workshop) and opens /app/mensagens-faccao. The push service cuts the body to 120 characters.
 */
export function newMessagePush(
  { message, conversation }: SentMessage,
  from: { side: 'empresa'; companyName: string } | { side: 'faccao'; faccaoName: string },
): PushMessage {
  const tag = conversationTag(conversation.id);
  if (from.side === 'empresa') {
    return {
      companyId: conversation.companyId,
      audience: { faccaoId: conversation.faccaoId },
      title: from.companyName.trim() || 'Nova mensagem',
      body: message.content,
      tag,
      // `empresa`: a workshop serving several companies opens the conversation in the company that wrote.
      url: `/faccao?tab=mensagens&conv=${conversation.id}&empresa=${conversation.companyId}`,
    };
  }
  return {
    companyId: conversation.companyId,
    audience: { feature: 'faccao-messages' },
    title: 'Mensagem da Facção',
    body: `${from.faccaoName}: ${message.content}`,
    tag,
    url: `/app/mensagens-faccao?conv=${conversation.id}`,
  };
}
