import {
  batchCreateSchema,
  batchDetailSchema,
  batchFilterOptionsSchema,
  batchHistoryEntrySchema,
  batchHistorySchema,
  batchListQuerySchema,
  batchNoteSchema,
  batchOrderOptionsQuerySchema,
  batchOrderOptionsSchema,
  batchPageSchema,
  batchProgressSchema,
  idParamSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { addBatchNote, deleteBatch, recordWorkshopProgress } from './batch-actions.ts';
import { getBatch, getBatchHistory } from './batch-detail.ts';
import { listBatches } from './batch-list.ts';
import { exportBatches } from './batches-export.ts';
import { createBatch } from './create-batch.ts';
import { getBatchFilterOptions } from './filter-options.ts';
import { listBatchOrderOptions } from './order-balance.ts';

const tag = 'Lotes de produção';
const read = { feature: 'production-batches', action: 'access' } as const;
const write = { feature: 'production-batches', action: 'write' } as const;

// '/batches/order-options' and '/batches/filter-options' come before '/batches/:id', which would take it for an id.
export const batchesRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/batches/export',
    summary: 'Exporta em CSV todos os lotes da busca e dos filtros da lista',
    tag,
    access: read,
    query: batchListQuerySchema.omit({ page: true, pageSize: true }),
    handler: ({ tx, tenant, query }) => exportBatches(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/batches',
    summary:
      'Lista lotes com filtros (situação, produto, facção, ordem), busca por código e contagem por situação',
    tag,
    access: read,
    query: batchListQuerySchema,
    response: batchPageSchema,
    handler: ({ tx, tenant, query }) => listBatches(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/batches/order-options',
    summary: 'Ordens de produção com saldo para novos lotes, com o saldo de cada cor e tamanho',
    tag,
    access: read,
    query: batchOrderOptionsQuerySchema,
    response: batchOrderOptionsSchema,
    handler: ({ tx, tenant, query }) => listBatchOrderOptions(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/batches/filter-options',
    summary: 'Produtos, facções e ordens que têm lotes, para os filtros da lista',
    tag,
    access: read,
    response: batchFilterOptionsSchema,
    handler: ({ tx, tenant }) => getBatchFilterOptions(tx, tenant),
  }),
  defineRoute({
    method: 'post',
    path: '/batches',
    summary: 'Cria um lote com parte da grade de uma ordem de produção',
    tag,
    access: write,
    body: batchCreateSchema,
    response: batchDetailSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createBatch(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/batches/:id',
    summary: 'Detalhe de um lote (pelo id ou pelo código, L-000012): grade, datas, facção, histórico e corte',
    tag,
    access: read,
    params: idParamSchema,
    response: batchDetailSchema,
    handler: ({ tx, tenant, params }) => getBatch(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/batches/:id/history',
    summary: 'Histórico de um lote, do mais antigo ao mais recente',
    tag,
    access: read,
    params: idParamSchema,
    response: batchHistorySchema,
    handler: ({ tx, tenant, params }) => getBatchHistory(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/batches/:id/start',
    summary: 'Registra, pela empresa, o início da produção na facção (enviado → em produção)',
    tag,
    access: write,
    params: idParamSchema,
    body: batchProgressSchema,
    response: batchDetailSchema,
    handler: ({ tx, tenant, params, body }) =>
      recordWorkshopProgress(tx, tenant, params.id, 'em_producao', body.notes),
  }),
  defineRoute({
    method: 'post',
    path: '/batches/:id/finish',
    summary: 'Registra, pela empresa, o fim da produção na facção (em produção → finalizado)',
    tag,
    access: write,
    params: idParamSchema,
    body: batchProgressSchema,
    response: batchDetailSchema,
    handler: ({ tx, tenant, params, body }) =>
      recordWorkshopProgress(tx, tenant, params.id, 'finalizado_faccao', body.notes),
  }),
  defineRoute({
    method: 'post',
    path: '/batches/:id/notes',
    summary: 'Acrescenta uma observação ao histórico do lote',
    tag,
    access: write,
    params: idParamSchema,
    body: batchNoteSchema,
    response: batchHistoryEntrySchema,
    status: 201,
    handler: ({ tx, tenant, params, body }) => addBatchNote(tx, tenant, params.id, body.notes),
  }),
  defineRoute({
    method: 'delete',
    path: '/batches/:id',
    summary: 'Exclui um lote que ainda aguarda corte (as peças voltam ao saldo da ordem)',
    tag,
    access: { feature: 'production-batches', action: 'delete' },
    params: idParamSchema,
    status: 204,
    handler: ({ tx, tenant, params }) => deleteBatch(tx, tenant, params.id),
  }),
];
