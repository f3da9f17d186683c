import {
  subscriptionSummarySchema,
  trialActivationResultSchema,
  trialActivationSchema,
  trialEligibilitySchema,
} from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';
import { getSubscriptionSummary } from './subscription.service.ts';
import { activateTrial, getTrialEligibility } from './trial.service.ts';

const tag = 'Assinatura';

export const subscriptionRoutes = [
  defineRoute({
    method: 'get',
    path: '/subscription',
    summary: 'Situação da assinatura da empresa: status, plano, datas, limites e uso',
    tag,
    access: 'signed-in',
    response: subscriptionSummarySchema,
    handler: ({ tx, tenant }) => getSubscriptionSummary(tx, tenant.companyId),
  }),
  defineRoute({
    method: 'get',
    path: '/subscription/trial-eligibility',
    summary: 'Se a empresa pode ativar o teste gratuito, e por que não',
    tag,
    access: 'signed-in',
    response: trialEligibilitySchema,
    handler: ({ tx, tenant }) => getTrialEligibility(tx, tenant),
  }),
  defineRoute({
    method: 'post',
    path: '/subscription/trial',
    summary: 'Ativa o teste gratuito (somente o proprietário)',
    tag,
    access: 'signed-in',
    body: trialActivationSchema,
    response: trialActivationResultSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => activateTrial(tx, tenant, body),
  }),
];
