import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { BILLING_TAB_HREF } from './billing-links';
import { useCustomerPortal } from './use-customer-portal';

/** A payment action of the gate screens ('Reativar', 'Renovar', 'Regularizar'): the customer portal. */
export function PortalButton({ label, variant }: { label: string } & Pick<ButtonProps, 'variant'>) {
  const portal = useCustomerPortal();
  return (
    <Button size="lg" variant={variant} loading={portal.pending} onClick={portal.open}>
      {label}
    </Button>
  );
}

/** 'Ver Planos': the plans of the hub's billing tab. */
export function PlansButton({
  label = 'Ver Planos',
  variant = 'outline',
}: Pick<ButtonProps, 'variant'> & { label?: string }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={BILLING_TAB_HREF}>{label}</Link>
    </Button>
  );
}
