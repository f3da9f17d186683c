import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { BILLING_TAB_HREF } from './billing-links';
import { useCustomerPortal } from './use-customer-portal';

export type PortalButtonProps = { label: string; icon?: ReactNode } & Pick<ButtonProps, 'variant' | 'size'>;

/**
 * A payment action that opens the customer portal: the gate screens' 'Reativar', 'Renovar', 'Regularizar' and the
 * billing tab's 'Gerenciar pagamento'.
 */
export function PortalButton({ label, icon, variant, size = 'lg' }: PortalButtonProps) {
  const portal = useCustomerPortal();
  return (
    <Button size={size} variant={variant} loading={portal.pending} onClick={portal.open}>
      {!portal.pending && icon}
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
