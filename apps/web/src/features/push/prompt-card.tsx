import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The install banner and the push prompt: a small card under the header (the trial card keeps the bottom corner),
 * full width on phones, at the right from `sm` up. It asks without blocking: the page stays usable under it.
 */
export function PromptCard({
  id,
  icon,
  title,
  text,
  confirm,
  onConfirm,
  onDismiss,
  busy = false,
  className,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onDismiss: () => void;
  busy?: boolean;
  className?: string;
}) {
  return (
    <aside
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={cn(
        'fixed inset-x-3 top-[4.25rem] z-40 animate-pop-in rounded-xl border bg-card p-4 shadow-lg md:top-[4.75rem]',
        'sm:inset-x-auto sm:right-6 sm:w-96',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&>svg]:size-5"
        >
          {icon}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="font-semibold text-base leading-tight">
            {title}
          </h2>
          <p id={`${id}-text`} className="mt-1 text-muted-foreground text-sm">
            {text}
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDismiss} disabled={busy}>
          Agora não
        </Button>
        <Button type="button" onClick={onConfirm} loading={busy}>
          {confirm}
        </Button>
      </div>
    </aside>
  );
}
