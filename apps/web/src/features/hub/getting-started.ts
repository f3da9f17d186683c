import type { OnboardingChecklist, OnboardingStep } from '@alinhavo/domain';

export type GettingStartedStep = {
  key: OnboardingStep;
  title: string;
  hint: string;
  href: string;
};

/**
 * The hub's getting-started steps, in the order a confecção sets up (issue 13). Whether each is done comes from the
 * API (GET /api/onboarding-checklist), which reads the company's records; the first one comes done, because every
 * new company starts with the standard grids and colours.
 */
export const GETTING_STARTED_STEPS: readonly GettingStartedStep[] = [
  {
    key: 'gridsAndColors',
    title: 'Revise suas grades e cores',
    hint: 'Já vêm prontas: PP ao GG, numérica, infantil, único e 12 cores.',
    href: '/app/cores?aba=grades',
  },
  {
    key: 'product',
    title: 'Cadastre um produto',
    hint: 'Com a grade e as cores, os SKUs são criados de uma vez.',
    href: '/app/produtos',
  },
  {
    key: 'material',
    title: 'Cadastre um material',
    hint: 'Tecidos, aviamentos, etiquetas e embalagens.',
    href: '/app/materiais',
  },
  {
    key: 'costSheet',
    title: 'Monte uma ficha de custo',
    hint: 'Materiais e processos de um produto: o custo por peça.',
    href: '/app/custos-produtos',
  },
  {
    key: 'outworker',
    title: 'Cadastre uma facção',
    hint: 'Quem costura para você, com o preço por peça.',
    href: '/app/terceirizados',
  },
  {
    key: 'productionOrder',
    title: 'Crie sua primeira ordem de produção',
    hint: 'Quantidades por cor e tamanho, do corte à embalagem.',
    href: '/app/producao/nova',
  },
];

/** How many steps are done, of how many; `complete` when all are. */
export function gettingStartedProgress(checklist: OnboardingChecklist) {
  const done = GETTING_STARTED_STEPS.filter((step) => checklist.steps[step.key]).length;
  const total = GETTING_STARTED_STEPS.length;
  return { done, total, complete: done === total };
}

/** The card shows while there is something left to do and nobody hid it. */
export function showsGettingStarted(checklist: OnboardingChecklist | undefined): boolean {
  return Boolean(checklist && !checklist.dismissed && !gettingStartedProgress(checklist).complete);
}
