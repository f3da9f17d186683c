import type { FeatureKey } from './features.ts';

/** The self-service plans in ascending order (part1 §9); a higher plan includes everything of a lower one. */
export const PLAN_TIERS = ['starter', 'professional', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/**
 * The one place that says which features need more than Starter, following what each plan promises on the site:
 * the workshop portal and its messages ('Controle de produção por facção'), the point of sale and fiscal invoices
 * ('PDV integrado e notas fiscais') and reports ('Dashboards e relatórios') start at Professional. Features not
 * listed are in every plan. The server refuses a route, and the shell hides a screen, by this table.
 */
export const FEATURE_MINIMUM_PLAN: Partial<Record<FeatureKey, PlanTier>> = {
  'outworker-portal': 'professional',
  'faccao-messages': 'professional',
  pdv: 'professional',
  'nfe-center': 'professional',
  'nfe-companies': 'professional',
  'nfe-pending': 'professional',
  reports: 'professional',
};

export const PLAN_FEATURE_MESSAGE =
  'Este recurso não faz parte do plano da empresa. O proprietário pode trocar de plano em Assinatura.';

function isTier(value: string): value is PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(value);
}

/**
 * Whether a plan includes a feature. A plan the platform team added under another id is not ranked, so it
 * includes everything (nobody is locked out by a plan this table does not know).
 */
export function planIncludesFeature(planId: string | null | undefined, feature: FeatureKey): boolean {
  const minimum = FEATURE_MINIMUM_PLAN[feature];
  if (!minimum || !planId || !isTier(planId)) return true;
  return PLAN_TIERS.indexOf(planId) >= PLAN_TIERS.indexOf(minimum);
}
