import { messageProblem, normalizeMessageContent, WORKSHOP_MESSAGE_SEND_GUARD_MS } from '@alinhavo/domain';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type Props = {
  /** Sends the trimmed text; resolves true when it was sent (the box is then emptied). */
  onSend: (content: string) => Promise<boolean>;
  disabled?: boolean;
};

/**
 * The message box of a thread (part2 §5): 'Escreva uma mensagem...', Enter sends (Shift+Enter starts a new line),
 * text trimmed, blank ignored, over 4,000 characters refused with a message; the send control stays disabled for
 * 1 s after each send. A text that failed to go stays in the box.
 */
export function MessageComposer({ onSend, disabled = false }: Props) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [guarded, setGuarded] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const guardTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const errorId = useId();

  useEffect(
    () => () => {
      if (guardTimer.current) clearTimeout(guardTimer.current);
    },
    [],
  );

  const blocked = disabled || sending || guarded;

  async function send() {
    if (blocked) return;
    const content = normalizeMessageContent(text);
    if (!content) return;
    const refused = messageProblem(content);
    setProblem(refused);
    if (refused) return;
    setSending(true);
    setGuarded(true);
    guardTimer.current = setTimeout(() => setGuarded(false), WORKSHOP_MESSAGE_SEND_GUARD_MS);
    try {
      if (await onSend(content)) setText('');
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <form
      className="grid gap-1.5 border-t bg-card p-2 sm:p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="flex items-end gap-2">
        {/* A plain textarea (no form around it to wire to): the Textarea primitive's look, one line to start. */}
        <textarea
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          placeholder="Escreva uma mensagem..."
          aria-label="Mensagem"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          disabled={disabled}
          rows={1}
          className={cn(
            'field-sizing-content max-h-40 min-h-11 w-full min-w-0 resize-none rounded-md border border-input bg-card px-3 py-2.5 text-base text-foreground shadow-xs md:text-sm',
            'outline-hidden transition-[color,border-color,box-shadow] placeholder:text-muted-foreground',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25',
            'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
          )}
        />
        <Button
          type="submit"
          size="icon"
          className="size-11"
          disabled={blocked || !text.trim()}
          loading={sending}
          aria-label="Enviar mensagem"
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
    </form>
  );
}
