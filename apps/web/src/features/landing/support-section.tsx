import type { SalesContact } from '@alinhavo/domain';
import { Headset, Mail, MessageCircle, ShieldCheck } from 'lucide-react';
import { whatsAppHref } from './plan-links';
import { SectionHeading } from './section-heading';

export const SUPPORT_MESSAGE = 'Olá! Tenho uma dúvida sobre o Alinhavo.';

/** Support channels and the 30-day money-back guarantee (part1 §9). */
export function SupportSection({ contact }: { contact: SalesContact | undefined }) {
  const whatsapp = contact && whatsAppHref(contact, SUPPORT_MESSAGE);
  return (
    <section id="suporte" aria-labelledby="suporte-title" className="scroll-mt-16 bg-muted/60 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="suporte-title" eyebrow="Suporte" title="Gente de verdade para ajudar você">
          Atendimento em português por quem entende de confecção, do primeiro cadastro ao fechamento do mês.
        </SectionHeading>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border bg-card p-6">
            <Headset className="size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-4 font-semibold text-lg">Fale com a gente</h3>
            <p className="mt-2 text-muted-foreground">
              Tire dúvidas, peça ajuda para configurar a produção ou sugira melhorias. Respondemos em dias
              úteis.
            </p>
            <ul className="mt-4 space-y-2">
              {whatsapp && (
                <li>
                  <a
                    href={whatsapp}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <MessageCircle className="size-4" aria-hidden="true" />
                    WhatsApp
                  </a>
                </li>
              )}
              {contact && (
                <li>
                  <a
                    href={`mailto:${contact.email}`}
                    className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <Mail className="size-4" aria-hidden="true" />
                    {contact.email}
                  </a>
                </li>
              )}
            </ul>
          </div>
          <div className="rounded-2xl border border-primary/30 bg-card p-6 ring-1 ring-primary/20">
            <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-4 font-semibold text-lg">Garantia de 30 dias</h3>
            <p className="mt-2 text-muted-foreground">
              Assinou e não ficou satisfeito? Peça o reembolso em até 30 dias após o primeiro pagamento e
              devolvemos o valor integral, sem burocracia.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
