import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The active plans for the checkout, straight from GET /api/plans: the checkout never sells from the reference
 * values the landing page falls back to, so a failure is an error here ('Erro ao carregar informações do plano').
 */
export function useCheckoutPlans() {
  return useQuery({
    queryKey: ['checkout-plans'],
    queryFn: () => api.get('/api/plans'),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
