import { WORKSHOP_CONVERSATION_SUBJECT_EMPTY, WORKSHOP_CONVERSATION_UNTITLED } from '@alinhavo/domain';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useConversation, useConversations } from './api';
import { ConversationList } from './conversation-list';
import type { MessagingScope } from './keys';
import { MessageThread } from './message-thread';

type Props = {
  scope: MessagingScope;
  canWrite: boolean;
  /** Above the list and thread: the company's 'Iniciar' bar. */
  toolbar?: ReactNode;
  /** The height of the list-and-thread box (it scrolls inside). */
  className?: string;
};

/**
 * Conversations and the open one's thread, side by side from `lg`; on a phone the list, then the thread with a
 * back button. The open conversation is the `conv` query parameter (part2), so a link or a push opens it.
 */
export function MessagingLayout({ scope, canWrite, toolbar, className }: Props) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conv');
  const list = useConversations(scope);
  const listed = list.data?.items.find((c) => c.id === selectedId);
  // A conversation not (yet) in the list, opened by its link, is read by itself.
  const detail = useConversation(scope, selectedId && list.isSuccess && !listed ? selectedId : null);
  const conversation = listed ?? detail.data;

  const select = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('conv', id);
      else next.delete('conv');
      return next;
    });

  const title = conversation
    ? scope.side === 'empresa'
      ? conversation.faccaoName
      : (conversation.subject ?? WORKSHOP_CONVERSATION_UNTITLED)
    : '';
  const subtitle = conversation
    ? scope.side === 'empresa'
      ? (conversation.subject ?? WORKSHOP_CONVERSATION_SUBJECT_EMPTY)
      : conversation.companyName
    : '';

  return (
    <div className="grid gap-3">
      {/* On a phone the open thread takes the screen; the bar comes back with the list. */}
      {toolbar && <div className={cn(selectedId && 'max-lg:hidden')}>{toolbar}</div>}
      <div
        className={cn(
          'grid h-[calc(100dvh-11rem)] min-h-[24rem] overflow-hidden rounded-lg border bg-card shadow-xs sm:h-[calc(100dvh-13rem)] lg:grid-cols-[20rem_minmax(0,1fr)]',
          // Without the bar above it, an open thread on a phone takes the height the bar left.
          selectedId && toolbar && 'max-sm:h-[calc(100dvh-6.5rem)]',
          className,
        )}
      >
        <section
          aria-label="Lista de conversas"
          className={cn('min-h-0 overflow-y-auto lg:border-r', selectedId && 'max-lg:hidden')}
        >
          <LoadErrorAlert error={list.error} what="as conversas" />
          <ConversationList
            scope={scope}
            conversations={list.data?.items}
            loading={list.isPending}
            selectedId={selectedId}
            onSelect={select}
          />
        </section>
        <section
          aria-label="Conversa"
          className={cn('flex min-h-0 min-w-0 flex-col', !selectedId && 'max-lg:hidden')}
        >
          {selectedId ? (
            <>
              <header className="flex min-h-14 items-center gap-1 border-b px-2 py-2 sm:px-3">
                <Button
                  variant="ghost"
                  size="icon"
                  className="lg:hidden"
                  aria-label="Voltar para as conversas"
                  onClick={() => select(null)}
                >
                  <ArrowLeft aria-hidden="true" />
                </Button>
                <div className="min-w-0">
                  <h2 className="truncate font-semibold text-sm">{title}</h2>
                  <p className="truncate text-muted-foreground text-xs">{subtitle}</p>
                </div>
              </header>
              {conversation ? (
                <MessageThread
                  key={conversation.id}
                  scope={scope}
                  conversation={conversation}
                  canWrite={canWrite}
                />
              ) : detail.error || list.error ? (
                <p role="alert" className="m-auto px-4 text-center text-muted-foreground text-sm">
                  {errorMessage(detail.error ?? list.error)}
                </p>
              ) : (
                <div className="space-y-3 p-4" aria-hidden="true">
                  <Skeleton className="h-12 w-2/3" />
                  <Skeleton className="ml-auto h-12 w-1/2" />
                </div>
              )}
            </>
          ) : (
            <p className="m-auto px-4 text-center text-muted-foreground text-sm">
              Escolha uma conversa para ver as mensagens.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
