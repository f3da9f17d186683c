import { onboardingChecklistSchema, onboardingChecklistUpdateSchema } from '@alinhavo/domain';
import type { ApiRoute } from '../../platform/http/route.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { getOnboardingChecklist, updateOnboardingChecklist } from './service.ts';

const tag = 'Primeiros passos';

export const onboardingChecklistRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/onboarding-checklist',
    summary: 'Primeiros passos da empresa (grades e cores, produto, material, ficha de custo, facção, ordem)',
    tag,
    // The hub is never gated (part1 §2.3): the checklist answers whatever the subscription.
    access: 'signed-in',
    response: onboardingChecklistSchema,
    handler: ({ tx, tenant }) => getOnboardingChecklist(tx, tenant),
  }),
  defineRoute({
    method: 'patch',
    path: '/onboarding-checklist',
    summary:
      'Oculta (ou volta a mostrar) os primeiros passos para toda a empresa; proprietário ou administrador',
    tag,
    access: 'signed-in',
    body: onboardingChecklistUpdateSchema,
    response: onboardingChecklistSchema,
    handler: ({ tx, tenant, body }) => updateOnboardingChecklist(tx, tenant, body),
  }),
];
