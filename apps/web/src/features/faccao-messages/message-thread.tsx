import { formatDateTime, type WorkshopConversation, type WorkshopMessage } from '@alinhavo/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { threadMessages, useMarkRead, useMessages, useSendMessage } from './api';
import type { MessagingScope } from './keys';
import { MessageComposer } from './message-composer';

type Props = {
  scope: MessagingScope;
  conversation: WorkshopConversation;
  /** False for a company member who may read the conversations but not write (feature faccao-messages). */
  canWrite: boolean;
};

const ENDED_TEXT = {
  empresa: 'Conversa encerrada: a associação com esta facção foi removida. O histórico continua disponível.',
  faccao: 'Conversa encerrada pela empresa. O histórico continua disponível.',
} as const;

/**
 * One conversation's messages and its message box, for either side: the viewer's own side on the right ('Você'),
 * the other on the left ('Facção' for the company; the company's name for the workshop). Opening it, and each new
 * message from the other side while it is open, records on the server that this user has seen it.
 */
export function MessageThread({ scope, conversation, canWrite }: Props) {
  const { id } = conversation;
  const thread = useMessages(scope, id);
  const send = useSendMessage(scope, id);
  const markRead = useMarkRead(scope);
  const messages = threadMessages(thread.data);
  const latest = messages.at(-1);
  const otherLabel = scope.side === 'empresa' ? 'Facção' : conversation.companyName;

  // Seen on opening, and again whenever the other side's latest message arrives while it is open.
  const seenKey = `${id}:${latest && latest.senderType !== scope.side ? latest.id : ''}`;
  const { mutate: markSeen } = markRead;
  useEffect(() => {
    if (thread.isSuccess) markSeen(seenKey.split(':')[0]!);
  }, [seenKey, thread.isSuccess, markSeen]);

  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!latest?.id) return;
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [latest?.id]);

  async function onSend(content: string) {
    try {
      await send.mutateAsync(content);
      return true;
    } catch (error) {
      toast.error('Erro ao enviar mensagem', { description: errorMessage(error) });
      return false;
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain p-3 sm:p-4"
        aria-label="Mensagens"
        role="log"
        aria-live="polite"
      >
        <LoadErrorAlert error={thread.error} what="as mensagens" />
        {thread.hasNextPage && (
          <div className="text-center">
            <Button
              variant="ghost"
              size="sm"
              loading={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              Carregar mensagens anteriores
            </Button>
          </div>
        )}
        {thread.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="ml-auto h-12 w-1/2" />
          </div>
        ) : messages.length === 0 && !thread.error ? (
          <p className="py-10 text-center text-muted-foreground text-sm">
            Nenhuma mensagem ainda. Escreva a primeira abaixo.
          </p>
        ) : (
          messages.map((message, index) => (
            <MessageBubble
              key={message.id}
              message={message}
              own={message.senderType === scope.side}
              label={message.senderType === scope.side ? 'Você' : otherLabel}
              showLabel={messages[index - 1]?.senderType !== message.senderType}
            />
          ))
        )}
      </div>
      {conversation.status === 'ended' ? (
        <p className="border-t bg-muted/60 px-4 py-3 text-muted-foreground text-sm">
          {ENDED_TEXT[scope.side]}
        </p>
      ) : canWrite ? (
        <MessageComposer onSend={onSend} />
      ) : (
        <p className="border-t bg-muted/60 px-4 py-3 text-muted-foreground text-sm">
          Você pode ler esta conversa, mas não tem permissão para enviar mensagens.
        </p>
      )}
    </div>
  );
}

function MessageBubble({
  message,
  own,
  label,
  showLabel,
}: {
  message: WorkshopMessage;
  own: boolean;
  label: string;
  showLabel: boolean;
}) {
  return (
    <div data-own={own || undefined} className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}>
      {showLabel && <span className="px-1 font-medium text-muted-foreground text-xs">{label}</span>}
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm shadow-xs sm:max-w-[75%]',
          own
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : 'rounded-bl-md border bg-card text-foreground',
        )}
      >
        <span className="sr-only">{label}: </span>
        {message.content}
      </div>
      <time dateTime={message.createdAt} className="px-1 text-[11px] text-muted-foreground">
        {formatDateTime(message.createdAt)}
      </time>
    </div>
  );
}
