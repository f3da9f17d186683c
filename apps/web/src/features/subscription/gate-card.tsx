import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  icon: ReactNode;
  tone?: 'warning' | 'danger' | 'neutral';
  title: string;
  description: ReactNode;
  children?: ReactNode;
};

/** The card a subscription gate screen shows in place of the page (part1 §2.8); fits a phone. */
export function GateCard({ icon, tone = 'warning', title, description, children }: Props) {
  return (
    <section
      aria-labelledby="gate-title"
      className="mx-auto w-full max-w-xl rounded-xl border bg-card p-5 shadow-sm sm:mt-6 sm:p-8"
    >
      <div
        aria-hidden="true"
        className={cn(
          'mb-4 flex size-12 items-center justify-center rounded-full [&>svg]:size-6',
          tone === 'danger' && 'bg-destructive/10 text-destructive',
          tone === 'warning' && 'bg-warning-muted text-warning',
          tone === 'neutral' && 'bg-muted text-muted-foreground',
        )}
      >
        {icon}
      </div>
      <h2 id="gate-title" className="font-semibold text-xl tracking-tight">
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-muted-foreground text-sm">{description}</div>
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}

/** The gate's buttons: side by side from tablet width, stacked full width on a phone. */
export function GateActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap [&>*]:w-full sm:[&>*]:w-auto">
      {children}
    </div>
  );
}

/** What an invited member sees instead of plan and renewal buttons (part1 §6). */
export function AskTheOwner() {
  return (
    <p className="rounded-md border bg-muted/50 p-3 text-sm">
      Somente o proprietário da empresa pode renovar a assinatura. Entre em contato com o administrador da sua
      empresa para voltar a usar o Alinhavo.
    </p>
  );
}
