import type { WorkshopMessageSenderType } from '@alinhavo/domain';

/** The company's messaging screen: no toast and no sound there, the thread itself shows what arrived. */
export const COMPANY_MESSAGES_PATH = '/app/mensagens-faccao';
/** The workshop portal; its Mensagens tab shows the conversation of the `conv` parameter. */
export const WORKSHOP_PORTAL_PATH = '/faccao';

/** A message that arrived live (a realtime event), on one side of messaging. */
export type ArrivedMessage = {
  /** Who is told: the company's members or the workshop's login. */
  side: WorkshopMessageSenderType;
  senderType: WorkshopMessageSenderType;
  conversationId: string;
};

/** Where the reader is: the path, and on the portal the conversation open in the Mensagens tab (`conv`). */
export type ReaderPlace = { pathname: string; openConversationId: string | null };

const isAt = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * part2 §8/§9: whether a live message shows its toast ('Mensagem da Facção' for the company, 'Nova mensagem' for
 * the workshop) and plays the notification sound. Only the other side's messages; never where the reader already
 * sees them: the company on /app/mensagens-faccao, the workshop with that conversation open.
 */
export function messageAlerts(
  message: ArrivedMessage,
  place: ReaderPlace,
): { toast: boolean; sound: boolean } {
  if (message.senderType === message.side) return { toast: false, sound: false };
  const reading =
    message.side === 'empresa'
      ? isAt(place.pathname, COMPANY_MESSAGES_PATH)
      : isAt(place.pathname, WORKSHOP_PORTAL_PATH) && place.openConversationId === message.conversationId;
  return { toast: !reading, sound: !reading };
}
