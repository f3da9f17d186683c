import { BILLING_MESSAGES } from '@alinhavo/domain';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { openPendingTab, showInTab } from '@/features/subscription';
import { api } from '@/lib/api';
import { checkoutErrorMessage } from './checkout-error';

export type CheckoutState = { phase: 'idle' | 'processing' } | { phase: 'error'; message: string };

/**
 * part1 §4.7: idle, processing, then the payment page opens in a new tab with a confirmation toast, or the
 * error shows inline and as a toast.
 */
export function useCheckout(planId: string | undefined) {
  const [state, setState] = useState<CheckoutState>({ phase: 'idle' });

  async function start() {
    if (!planId || state.phase === 'processing') return;
    setState({ phase: 'processing' });
    const tab = openPendingTab();
    try {
      const result = await api.post('/api/billing/checkout', { body: { planId } });
      if (!result?.url) throw new Error(BILLING_MESSAGES.checkoutUrlMissing);
      showInTab(tab, result.url);
      toast.success('Página de pagamento aberta', {
        description: 'Conclua o pagamento na nova aba. Esta página continua aqui.',
      });
      setState({ phase: 'idle' });
    } catch (error) {
      tab?.close();
      setState({ phase: 'error', message: checkoutErrorMessage(error) });
      toast.error('Erro', { description: 'Tente novamente.' });
    }
  }

  return { state, start };
}
