import { formatBRL, type PublicPlan, type SalesContact } from '@alinhavo/domain';

/** A plan price in whole reais when it has no centavos ('R$ 99'), else with them ('R$ 99,90'). */
export function planPrice(priceCents: number): string {
  const text = formatBRL(priceCents);
  return priceCents % 100 === 0 ? text.replace(/,00$/, '') : text;
}

/** part1 §2.2: a plan button opens sign-up carrying the plan and that the visit came from the landing page. */
export function planSignUpHref(plan: Pick<PublicPlan, 'id'>): string {
  return `/auth?${new URLSearchParams({ plan: plan.id, from: 'landing' }).toString()}`;
}

/** A WhatsApp chat with the configured number, or null when the install has none. */
export function whatsAppHref(contact: SalesContact, text: string): string | null {
  const digits = contact.whatsapp?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export const SALES_MESSAGE = 'Olá! Tenho interesse no plano Enterprise do Alinhavo.';

/** Enterprise: the sales chat on WhatsApp when configured, else an e-mail to sales. */
export function salesHref(contact: SalesContact): string {
  return (
    whatsAppHref(contact, SALES_MESSAGE) ??
    `mailto:${contact.email}?subject=${encodeURIComponent('Plano Enterprise — Alinhavo')}`
  );
}
