import { BILLING_MESSAGES } from '@alinhavo/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { api } from '@/lib/api';
import { BILLING_TAB_HREF } from './billing-links';
import { openProviderUrl } from './open-provider-page';

/**
 * POST /api/billing/portal: the provider's customer portal (part1 §7.4). On failure the §8 message and the
 * billing tab, where the owner can still pick a plan.
 */
export function useCustomerPortal() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => api.post('/api/billing/portal'),
    onSuccess: ({ url }) => openProviderUrl(url, (path) => navigate(path)),
    onError: () => {
      toast.error(BILLING_MESSAGES.portalFailed);
      navigate(BILLING_TAB_HREF);
    },
  });
  return { open: () => mutation.mutate(), pending: mutation.isPending };
}
