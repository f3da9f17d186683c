import type * as React from 'react';
import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useDesktop } from '@/lib/use-desktop';

/**
 * The toast container itself (sonner), loaded with the first toast by `Toaster` in toaster.tsx. Bottom-right on
 * desktop, away from the page's primary actions at the top right ('Novo…'); full-width at the top on phones, where
 * forms are bottom sheets with their buttons at the bottom, below the signed-in header (56 px): over it a toast
 * took the press meant for the account or menu button, and kept it while the pointer rested on the toast (sonner
 * pauses a toast under the pointer). `onReady` gets sonner's `toast` once the container listens, null when it goes.
 */
export function ToasterView({ onReady }: { onReady: (show: typeof toast | null) => void }) {
  // Runs after sonner's own effect (children's effects run first), so nothing sent to `toast` is missed.
  const desktop = useDesktop();
  useEffect(() => {
    onReady(toast);
    return () => onReady(null);
  }, [onReady]);
  return (
    <Sonner
      position={desktop ? 'bottom-right' : 'top-center'}
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ top: 64 }}
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
    />
  );
}
