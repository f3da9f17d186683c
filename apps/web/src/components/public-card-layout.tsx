import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/app/layout/brand';

/** The centred card of the public account screens (password recovery, invitations). */
export function PublicCardLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Alinhavo`;
  }, [title]);
  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-10 sm:justify-center">
      <Link to="/auth" className="mb-8" aria-label="Alinhavo — voltar ao login">
        <Brand />
      </Link>
      <main className="w-full max-w-md rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="font-semibold text-xl tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-muted-foreground text-sm">{description}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
