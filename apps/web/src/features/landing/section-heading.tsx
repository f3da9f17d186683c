import type { ReactNode } from 'react';

/** The eyebrow, h2 and lead paragraph that open every landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="font-semibold text-primary text-sm uppercase tracking-wide">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-pretty text-lg text-muted-foreground">{children}</p>}
    </div>
  );
}
