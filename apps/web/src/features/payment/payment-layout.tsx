import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/app/layout/brand';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The public frame of the payment pages: brand, a way back, and the page's content. */
export function PaymentLayout({
  title,
  back = { to: '/', label: 'Voltar' },
  wide = false,
  children,
}: {
  title: string;
  back?: { to: string; label: string } | null;
  wide?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Alinhavo`;
  }, [title]);
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-card">
        <div
          className={cn(
            'mx-auto flex h-14 items-center justify-between gap-3 px-4 sm:px-6',
            wide ? 'max-w-5xl' : 'max-w-2xl',
          )}
        >
          <Brand />
          {back && (
            <Button asChild variant="ghost" size="sm">
              {back.to === '/' ? (
                // The landing page is its own entry: a full page load.
                <a href="/">
                  <ArrowLeft aria-hidden="true" />
                  {back.label}
                </a>
              ) : (
                <Link to={back.to}>
                  <ArrowLeft aria-hidden="true" />
                  {back.label}
                </Link>
              )}
            </Button>
          )}
        </div>
      </header>
      <main className={cn('mx-auto w-full px-4 py-6 sm:px-6 sm:py-10', wide ? 'max-w-5xl' : 'max-w-2xl')}>
        {children}
      </main>
    </div>
  );
}

/** A centred message card (loading, errors, results). */
export function PaymentMessage({
  icon,
  tone = 'neutral',
  title,
  children,
}: {
  icon: ReactNode;
  tone?: 'neutral' | 'success' | 'danger' | 'warning';
  title: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="payment-message-title"
      className="mx-auto w-full max-w-lg rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8"
    >
      <div
        aria-hidden="true"
        className={cn(
          'mx-auto mb-4 flex size-12 items-center justify-center rounded-full [&>svg]:size-6',
          tone === 'neutral' && 'bg-muted text-muted-foreground',
          tone === 'success' && 'bg-success/10 text-success',
          tone === 'danger' && 'bg-destructive/10 text-destructive',
          tone === 'warning' && 'bg-warning-muted text-warning',
        )}
      >
        {icon}
      </div>
      <h1 id="payment-message-title" className="font-semibold text-xl tracking-tight">
        {title}
      </h1>
      {children && <div className="mt-3 space-y-4 text-muted-foreground text-sm">{children}</div>}
    </section>
  );
}

/** Buttons under a message: stacked full width on a phone, side by side from tablet width. */
export function MessageActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-center [&>*]:w-full sm:[&>*]:w-auto">
      {children}
    </div>
  );
}
