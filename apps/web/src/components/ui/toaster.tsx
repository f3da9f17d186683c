import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';

export { toast } from 'sonner';

/**
 * Toast container. Put once near the root of the app, then call `toast.success('Pedido salvo')`,
 * `toast.error(...)` etc. from anywhere. Top-right on desktop, full-width at the top on phones.
 */
export function Toaster(props: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      position="top-right"
      visibleToasts={3}
      duration={5000}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          '--success-bg': 'color-mix(in oklab, var(--success) 7%, white)',
          '--success-border': 'color-mix(in oklab, var(--success) 25%, white)',
          '--success-text': 'var(--success)',
          '--error-bg': 'color-mix(in oklab, var(--destructive) 6%, white)',
          '--error-border': 'color-mix(in oklab, var(--destructive) 25%, white)',
          '--error-text': 'var(--destructive)',
          '--warning-bg': 'var(--warning-muted)',
          '--warning-border': 'color-mix(in oklab, var(--warning) 28%, white)',
          '--warning-text': 'var(--warning)',
          fontFamily: 'var(--font-sans)',
        } as React.CSSProperties
      }
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      {...props}
    />
  );
}
