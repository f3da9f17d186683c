import type { PublicPlan, PublicPlansResponse, SalesContact } from '@alinhavo/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type LandingPlans = { plans: PublicPlan[]; contact: SalesContact; failed: boolean };

async function fallbackPlans(failed: boolean): Promise<LandingPlans> {
  const fallback = await import('./fallback-plans');
  return { plans: fallback.FALLBACK_PLANS, contact: fallback.FALLBACK_SALES_CONTACT, failed };
}

async function loadPlans(): Promise<LandingPlans> {
  let response: PublicPlansResponse;
  try {
    response = await api<PublicPlansResponse>('/api/plans');
  } catch {
    // part1 §8: 'Erro ao carregar planos' — the fallback plans are shown instead.
    return fallbackPlans(true);
  }
  if (response.items.length === 0) return fallbackPlans(false);
  const plans = [...response.items].sort((a, b) => a.displayOrder - b.displayOrder);
  return { plans, contact: response.contact, failed: false };
}

/** The public plans and the sales contact; undefined while loading. Never fails: the fallback stands in. */
export function usePublicPlans(): LandingPlans | undefined {
  return useQuery({ queryKey: ['public-plans'], queryFn: loadPlans, staleTime: 5 * 60_000 }).data;
}
