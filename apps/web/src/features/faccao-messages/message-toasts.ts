import {
  COMPANY_MESSAGE_TOAST_PREVIEW_LENGTH,
  COMPANY_NEW_MESSAGE_TOAST,
  messagePreview,
  WORKSHOP_MESSAGE_PREVIEW_LENGTH,
  WORKSHOP_MESSAGE_TOAST_MS,
  WORKSHOP_NEW_MESSAGE_TOAST,
} from '@alinhavo/domain';
import { toast } from '@/components/ui/toaster';

type Arrived = { conversationId: string; content: string; onOpen?: (url: string) => void };

/**
 * part2 §8/§9 on the company side: 'Mensagem da Facção', the workshop's name and 90 characters of the message,
 * 4 s, with 'Abrir' to the conversation. For the realtime layer when a workshop message arrives.
 */
export function showCompanyMessageToast({
  conversationId,
  content,
  faccaoName,
  onOpen,
}: Arrived & { faccaoName: string }) {
  const url = `/app/mensagens-faccao?conv=${conversationId}`;
  return toast.info(COMPANY_NEW_MESSAGE_TOAST, {
    id: `faccao-message-${conversationId}`,
    description: `${faccaoName}: ${messagePreview(content, COMPANY_MESSAGE_TOAST_PREVIEW_LENGTH)}`,
    duration: WORKSHOP_MESSAGE_TOAST_MS,
    ...(onOpen ? { action: { label: 'Abrir', onClick: () => onOpen(url) } } : {}),
  });
}

/** The workshop side: 'Nova mensagem' with 100 characters, 4 s, 'Abrir' to /faccao?tab=mensagens&conv=<id>. */
export function showWorkshopMessageToast({ conversationId, content, onOpen }: Arrived) {
  const url = `/faccao?tab=mensagens&conv=${conversationId}`;
  return toast.info(WORKSHOP_NEW_MESSAGE_TOAST, {
    id: `faccao-message-${conversationId}`,
    description: messagePreview(content, WORKSHOP_MESSAGE_PREVIEW_LENGTH),
    duration: WORKSHOP_MESSAGE_TOAST_MS,
    ...(onOpen ? { action: { label: 'Abrir', onClick: () => onOpen(url) } } : {}),
  });
}
