import {
  batchesLabelsQuerySchema,
  idParamSchema,
  labelsQuerySchema,
  packBatchInputSchema,
  packingDetailSchema,
  packingPendingListSchema,
  packResultSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { batchesLabelsResponse, batchLabelsResponse } from './labels.service.ts';
import { packBatch } from './pack.service.ts';
import { getPackingDetail, listPackingPending } from './packing-read.ts';

const tag = 'Embalagem';
const read = { feature: 'packaging', action: 'access' } as const;

export const packagingRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/packaging/pending',
    summary: 'Lotes aprovados com as peças que faltam embalar por cor e tamanho',
    tag,
    access: read,
    response: packingPendingListSchema,
    handler: ({ tx, tenant }) => listPackingPending(tx, tenant),
  }),
  defineRoute({
    method: 'get',
    path: '/packaging/labels',
    summary: 'Etiquetas de vários lotes em um arquivo (PDF ou ZPL), uma por peça embalada ou aprovada',
    tag,
    access: read,
    query: batchesLabelsQuerySchema,
    handler: ({ tx, tenant, query }) => batchesLabelsResponse(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/packaging/:id',
    summary: 'Embalagem de um lote (id do lote): SKUs, aprovadas, embaladas, estoque e registros',
    tag,
    access: read,
    params: idParamSchema,
    response: packingDetailSchema,
    handler: ({ tx, tenant, params }) => getPackingDetail(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/batches/:id/pack',
    summary: 'Embala peças aprovadas: entram no estoque de produtos acabados por SKU',
    tag,
    access: { feature: 'packaging', action: 'write' },
    params: idParamSchema,
    body: packBatchInputSchema,
    response: packResultSchema,
    handler: ({ tx, tenant, params, body }) => packBatch(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'get',
    path: '/packaging/:id/labels',
    summary: 'Etiquetas do lote (id do lote) em PDF (folhas A4 ou térmica) ou ZPL, uma por peça',
    tag,
    access: read,
    params: idParamSchema,
    query: labelsQuerySchema,
    handler: ({ tx, tenant, params, query }) => batchLabelsResponse(tx, tenant, params.id, query),
  }),
];
