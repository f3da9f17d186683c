import type { WorkshopMessageSenderType } from '@alinhavo/domain';
import {
  faccaoConversationReads,
  faccaoConversations,
  faccaoMessages,
} from '../modules/workshop-messages/schema.ts';
import type { Tx } from '../platform/db/client.ts';

const HOUR_MS = 3_600_000;

/** The demo conversation: the company sends a batch, the workshop agrees, the company sets the date, the workshop answers. */
export const DEMO_WORKSHOP_MESSAGES: {
  side: WorkshopMessageSenderType;
  hoursAgo: number;
  content: string;
}[] = [
  {
    side: 'empresa',
    hoursAgo: 50,
    content: 'Bom dia! O lote da camiseta básica sai hoje à tarde para vocês: 120 peças, grade P ao GG.',
  },
  {
    side: 'faccao',
    hoursAgo: 49,
    content: 'Bom dia! Pode mandar, a overloque está livre esta semana.',
  },
  {
    side: 'empresa',
    hoursAgo: 26,
    content: 'Ótimo. Linha e etiquetas vão junto no pacote. Devolução na sexta, combinado?',
  },
  {
    side: 'faccao',
    hoursAgo: 2,
    content: 'Combinado! Já começamos a costura. Aviso assim que finalizar o lote.',
  },
];

/**
 * A conversation between the demo company and the demo workshop associated with it, a few messages each way; the
 * owner saw it before the workshop's last answer, so the demo opens with one unread conversation (the sidebar
 * badge and the red dot). Runs in the demo company's system transaction, after the workshop and its association.
 */
export async function seedDemoWorkshopMessages(
  tx: Tx,
  demo: { companyId: string; ownerId: string; faccaoId: string; faccaoName: string; workshopUserId: string },
  now = new Date(),
): Promise<string> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const first = at(DEMO_WORKSHOP_MESSAGES[0]!.hoursAgo + 1);
  const [conversation] = await tx
    .insert(faccaoConversations)
    .values({
      companyId: demo.companyId,
      faccaoId: demo.faccaoId,
      faccaoName: demo.faccaoName,
      subject: 'Produção da semana',
      createdAt: first,
      updatedAt: first,
    })
    .returning({ id: faccaoConversations.id });
  const conversationId = conversation!.id;
  // One at a time and in order: the trigger keeps the conversation's last-message times.
  for (const message of DEMO_WORKSHOP_MESSAGES) {
    await tx.insert(faccaoMessages).values({
      conversationId,
      companyId: demo.companyId,
      senderType: message.side,
      senderUserId: message.side === 'empresa' ? demo.ownerId : demo.workshopUserId,
      content: message.content,
      createdAt: at(message.hoursAgo),
    });
  }
  const lastOfCompany = DEMO_WORKSHOP_MESSAGES.filter((m) => m.side === 'empresa').at(-1)!;
  await tx.insert(faccaoConversationReads).values([
    {
      userId: demo.ownerId,
      conversationId,
      companyId: demo.companyId,
      lastSeenAt: at(lastOfCompany.hoursAgo),
    },
    { userId: demo.workshopUserId, conversationId, companyId: demo.companyId, lastSeenAt: at(1) },
  ]);
  return conversationId;
}
