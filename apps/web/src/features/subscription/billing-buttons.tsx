import type { SessionProfile } from '@alinhavo/domain';
import { Button, type ButtonProps } from '@/components/ui/button';
import { type BillingRequest, billingMailto, PLANS_HREF } from './billing-links';
import { useSalesContact } from './use-sales-contact';

type MailProps = { request: BillingRequest; session: SessionProfile; label: string } & Pick<
  ButtonProps,
  'variant'
>;

/** A payment action (customer portal, checkout) as a mail draft to sales, until those exist. */
export function BillingMailButton({ request, session, label, variant }: MailProps) {
  const contact = useSalesContact();
  const href = billingMailto(contact, request, {
    fullName: session.user.fullName,
    email: session.user.email,
    companyName: session.company.name,
  });
  return (
    <Button asChild size="lg" variant={variant}>
      <a href={href}>{label}</a>
    </Button>
  );
}

export function PlansButton({
  label = 'Ver Planos',
  variant = 'outline',
}: Pick<ButtonProps, 'variant'> & { label?: string }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <a href={PLANS_HREF}>{label}</a>
    </Button>
  );
}
