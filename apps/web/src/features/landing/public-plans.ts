import type { PublicPlan, PublicPlansResponse, SalesContact } from '@alinhavo/domain';

export type LandingPlans = { plans: PublicPlan[]; contact: SalesContact; failed: boolean };

/**
 * The reference plans (FALLBACK_PLANS), loaded on demand: the domain's plans module brings its zod schemas, which
 * the landing page's entry must not carry. The pre-rendered landing gets them in its HTML instead.
 */
export async function referencePlans(): Promise<LandingPlans> {
  return (await import('./reference-plans')).REFERENCE_PLANS;
}

/**
 * GET /api/plans in display order; `reference` when the install has none, and `reference` with failed set when
 * the API cannot answer (part1 §8: 'Erro ao carregar planos'). Only an abort rejects. Plain fetch, no query
 * library: the landing's own entry stays light.
 */
export async function loadPublicPlans(
  signal?: AbortSignal,
  reference: () => Promise<LandingPlans> = referencePlans,
): Promise<LandingPlans> {
  let body: PublicPlansResponse;
  try {
    const response = await fetch('/api/plans', {
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) throw new Error(`GET /api/plans answered ${response.status}`);
    body = (await response.json()) as PublicPlansResponse;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { ...(await reference()), failed: true };
  }
  if (body.items.length === 0) return reference();
  const plans = [...body.items].sort((a, b) => a.displayOrder - b.displayOrder);
  return { plans, contact: body.contact, failed: false };
}
