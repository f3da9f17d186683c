import {
  idParamSchema,
  qualityPendingListSchema,
  qualityRepairsInputSchema,
  qualityReviewInputSchema,
  qualityReviewSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { completeReview, recordRepairs } from './complete.service.ts';
import { listQualityPending } from './pending.service.ts';
import { getQualityReview } from './review-read.ts';
import { saveReview, startReview } from './review-write.ts';

const tag = 'Controle de qualidade';
const read = { feature: 'quality-control', action: 'access' } as const;
const write = { feature: 'quality-control', action: 'write' } as const;

export const qualityControlRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/quality-control/pending',
    summary: 'Lotes que voltaram da facção, em revisão ou com peças em conserto',
    tag,
    access: read,
    response: qualityPendingListSchema,
    handler: ({ tx, tenant }) => listQualityPending(tx, tenant),
  }),
  defineRoute({
    method: 'get',
    path: '/batches/:id/review',
    summary: 'Revisão de um lote: contagens por cor e tamanho, preço combinado e pagamento da facção',
    tag,
    access: read,
    params: idParamSchema,
    response: qualityReviewSchema,
    handler: ({ tx, tenant, params }) => getQualityReview(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/batches/:id/review/start',
    summary: 'Inicia a revisão de um lote que voltou da facção',
    tag,
    access: write,
    params: idParamSchema,
    response: qualityReviewSchema,
    handler: ({ tx, tenant, params }) => startReview(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'put',
    path: '/batches/:id/review',
    summary: 'Salva as contagens da revisão (aprovadas, defeitos por tipo, conserto)',
    tag,
    access: write,
    params: idParamSchema,
    body: qualityReviewInputSchema,
    response: qualityReviewSchema,
    handler: ({ tx, tenant, params, body }) => saveReview(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/batches/:id/review/complete',
    summary: 'Conclui a revisão: aprova o lote e gera o pagamento da facção',
    tag,
    access: write,
    params: idParamSchema,
    response: qualityReviewSchema,
    handler: ({ tx, tenant, params }) => completeReview(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/batches/:id/review/repairs',
    summary: 'Registra peças que voltaram do conserto',
    tag,
    access: write,
    params: idParamSchema,
    body: qualityRepairsInputSchema,
    response: qualityReviewSchema,
    handler: ({ tx, tenant, params, body }) => recordRepairs(tx, tenant, params.id, body),
  }),
];
