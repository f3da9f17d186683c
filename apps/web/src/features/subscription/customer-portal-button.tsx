import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import type { PortalButtonProps } from './billing-buttons';

// The portal call (a mutation) loads with the first screen that shows the button, not with the shell.
const PortalButton = lazy(() =>
  import('./billing-buttons').then((module) => ({ default: module.PortalButton })),
);

/** The customer-portal button for screens outside this feature ('Gerenciar pagamento' in the hub). */
export function CustomerPortalButton(props: PortalButtonProps) {
  const { label, icon, variant, size = 'lg' } = props;
  return (
    <Suspense
      fallback={
        <Button size={size} variant={variant} disabled>
          {icon}
          {label}
        </Button>
      }
    >
      <PortalButton {...props} />
    </Suspense>
  );
}
