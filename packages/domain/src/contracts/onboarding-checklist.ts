import { z } from 'zod';

/**
 * The getting-started checklist of the hub (issue 13), in the order a confecção sets up: its size grids and
 * colours, a product, a material, a cost sheet, a workshop, and the first production order. Each step is done
 * when the company's own records say so (the rules are in the API's onboarding-checklist service).
 */
export const ONBOARDING_STEPS = [
  'gridsAndColors',
  'product',
  'material',
  'costSheet',
  'outworker',
  'productionOrder',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const onboardingChecklistSchema = z.object({
  /** Whether the company hid the checklist ('Ocultar'); kept per company, for every member. */
  dismissed: z.boolean(),
  steps: z.object(
    Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, z.boolean()])) as Record<
      OnboardingStep,
      z.ZodBoolean
    >,
  ),
});
export type OnboardingChecklist = z.infer<typeof onboardingChecklistSchema>;

export const onboardingChecklistUpdateSchema = z.object({
  dismissed: z.boolean({ error: 'Informe se a lista deve ficar oculta' }),
});
export type OnboardingChecklistUpdate = z.input<typeof onboardingChecklistUpdateSchema>;

/** Who sets the company up, and so sees the checklist and may hide it: the owner and administrators. */
export const ONBOARDING_CHECKLIST_ROLES = ['owner', 'admin'] as const;

export function seesOnboardingChecklist(role: string): boolean {
  return (ONBOARDING_CHECKLIST_ROLES as readonly string[]).includes(role);
}
