import { type ReactNode, useEffect } from 'react';
import { Brand } from '@/app/layout/brand';
import { cn } from '@/lib/cn';

type Props = {
  icon: ReactNode;
  tone?: 'warning' | 'danger';
  title: string;
  description: ReactNode;
  children: ReactNode;
};

/** A full-page card for a state that stops the member (access denied, deactivated account); fits a phone. */
export function StatusCard({ icon, tone = 'warning', title, description, children }: Props) {
  useEffect(() => {
    document.title = `${title} · Alinhavo`;
  }, [title]);
  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-8 sm:justify-center sm:py-10">
      <div className="mb-6 sm:mb-8">
        <Brand />
      </div>
      <main className="w-full max-w-md rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <div
          aria-hidden="true"
          className={cn(
            'mb-4 flex size-12 items-center justify-center rounded-full [&>svg]:size-6',
            tone === 'danger' ? 'bg-destructive/10 text-destructive' : 'bg-warning-muted text-warning',
          )}
        >
          {icon}
        </div>
        <h1 className="font-semibold text-xl tracking-tight">{title}</h1>
        <p className="mt-1 text-muted-foreground text-sm">{description}</p>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
