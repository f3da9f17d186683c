import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Kind = 'success' | 'error' | 'warning' | 'info';
type Call = { kind: Kind; message: ReactNode; options: ExternalToast & { id: string | number } };

const ToasterView = lazy(() => import('./toaster-view').then((module) => ({ default: module.ToasterView })));

/** Toasts sent before the container is ready, shown as soon as it is. */
const pending: Call[] = [];
const wakers = new Set<() => void>();
let deliver: ((call: Call) => void) | null = null;
let lastId = 0;

function show(kind: Kind, message: ReactNode, options?: ExternalToast): string | number {
  const call: Call = { kind, message, options: { ...options, id: options?.id ?? `toast-${++lastId}` } };
  if (deliver) deliver(call);
  else {
    pending.push(call);
    for (const wake of wakers) wake();
  }
  return call.options.id;
}

/**
 * `toast.success('Pedido salvo')`, `toast.error(...)` etc. from anywhere. The toast library loads with the first
 * toast, not with the app: most visits show none.
 */
export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
  warning: (message: ReactNode, options?: ExternalToast) => show('warning', message, options),
  info: (message: ReactNode, options?: ExternalToast) => show('info', message, options),
};

function ready(sonner: typeof sonnerToast | null) {
  deliver = sonner && ((call) => sonner[call.kind](call.message, call.options));
  if (deliver) for (const call of pending.splice(0)) deliver(call);
}

/** Toast container: put once near the root of the app. Renders (and loads) nothing until the first toast. */
export function Toaster() {
  const [wanted, setWanted] = useState(pending.length > 0);
  useEffect(() => {
    if (wanted) return;
    const wake = () => setWanted(true);
    wakers.add(wake);
    if (pending.length > 0) wake();
    return () => {
      wakers.delete(wake);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView onReady={ready} />
    </Suspense>
  );
}
