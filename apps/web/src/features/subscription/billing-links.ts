import type { SalesContact } from '@alinhavo/domain';

/**
 * Where plan choices go until the in-app billing tab exists: the plans of the public page. A full page load, so
 * the browser scrolls to the section.
 */
export const PLANS_HREF = '/#planos';

/** What a billing mail asks sales for; stands in for the customer portal and checkout, which do not exist yet. */
export const BILLING_REQUESTS = {
  reactivate: { subject: 'Reativar assinatura', ask: 'reativar a assinatura' },
  renew: { subject: 'Renovar assinatura', ask: 'renovar a assinatura' },
  settle: { subject: 'Regularizar pagamento', ask: 'regularizar o pagamento da assinatura' },
} as const;
export type BillingRequest = keyof typeof BILLING_REQUESTS;

type Requester = { fullName: string; email: string; companyName: string };

export function billingMailto(contact: SalesContact, request: BillingRequest, requester: Requester): string {
  const { subject, ask } = BILLING_REQUESTS[request];
  const body = [
    'Olá,',
    '',
    `Gostaria de ${ask} da empresa ${requester.companyName} no Alinhavo.`,
    '',
    `Nome: ${requester.fullName}`,
    `E-mail: ${requester.email}`,
  ].join('\n');
  const params = `subject=${encodeURIComponent(`${subject} — ${requester.companyName}`)}&body=${encodeURIComponent(body)}`;
  return `mailto:${contact.email}?${params}`;
}
