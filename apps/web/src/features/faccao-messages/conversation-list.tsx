import {
  formatDateTime,
  WORKSHOP_CONVERSATION_SUBJECT_EMPTY,
  WORKSHOP_CONVERSATION_UNTITLED,
  type WorkshopConversation,
} from '@alinhavo/domain';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { MessagingScope } from './keys';

type Props = {
  scope: MessagingScope;
  conversations: WorkshopConversation[] | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/**
 * The conversations, newest activity first, a red dot on the unread ones. The company sees each workshop's name
 * with the subject ('Sem assunto'); the workshop sees the subject ('Conversa') and when it last changed.
 */
export function ConversationList({ scope, conversations, loading, selectedId, onSelect }: Props) {
  if (loading) {
    return (
      <div className="space-y-2 p-2" aria-hidden="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (!conversations?.length) {
    return (
      <p className="px-4 py-10 text-center text-muted-foreground text-sm">
        {scope.side === 'empresa' ? 'Sem conversas no momento.' : 'Nenhuma conversa'}
      </p>
    );
  }
  return (
    <ul className="divide-y" aria-label="Conversas">
      {conversations.map((c) => {
        const title = scope.side === 'empresa' ? c.faccaoName : (c.subject ?? WORKSHOP_CONVERSATION_UNTITLED);
        const subtitle = scope.side === 'empresa' ? (c.subject ?? WORKSHOP_CONVERSATION_SUBJECT_EMPTY) : null;
        const selected = c.id === selectedId;
        return (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex min-h-16 w-full items-start gap-3 px-3 py-3 text-left transition-colors',
                'outline-hidden hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40',
                selected && 'bg-accent',
              )}
            >
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate text-sm', c.unread ? 'font-semibold' : 'font-medium')}>
                    {title}
                  </span>
                  <time dateTime={c.updatedAt} className="shrink-0 text-[11px] text-muted-foreground">
                    {formatDateTime(c.updatedAt)}
                  </time>
                </div>
                {subtitle && <p className="truncate text-muted-foreground text-xs">{subtitle}</p>}
                <p className="mt-0.5 line-clamp-1 text-muted-foreground text-xs">
                  {c.lastMessage
                    ? `${c.lastMessage.senderType === scope.side ? 'Você: ' : ''}${c.lastMessage.preview}`
                    : 'Nenhuma mensagem ainda'}
                </p>
                {c.status === 'ended' && (
                  <span className="mt-1 inline-block rounded-full bg-muted px-2 py-0.5 text-[11px] text-muted-foreground">
                    Encerrada
                  </span>
                )}
              </div>
              {c.unread && (
                <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-destructive">
                  <span className="sr-only">Não lida</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
