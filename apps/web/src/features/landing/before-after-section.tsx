import { CheckCircle2, XCircle } from 'lucide-react';
import { AFTER, BEFORE } from './landing-copy';
import { SectionHeading } from './section-heading';

export function BeforeAfterSection() {
  return (
    <section aria-labelledby="antes-depois-title" className="bg-muted/60 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="antes-depois-title"
          eyebrow="Antes e depois"
          title="Chega de planilha e de recado perdido"
        >
          Veja o que muda quando a produção sai do caderno e do WhatsApp.
        </SectionHeading>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border bg-card p-6">
            <h3 className="font-semibold text-lg">Sem o Alinhavo</h3>
            <ul className="mt-4 space-y-3">
              {BEFORE.map((item) => (
                <li key={item} className="flex gap-3">
                  <XCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-primary/30 bg-card p-6 ring-1 ring-primary/20">
            <h3 className="font-semibold text-lg">Com o Alinhavo</h3>
            <ul className="mt-4 space-y-3">
              {AFTER.map((item) => (
                <li key={item} className="flex gap-3">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
