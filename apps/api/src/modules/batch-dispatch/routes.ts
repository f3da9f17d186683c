import { batchDispatchSchema, batchSendResultSchema, batchSendSchema, idParamSchema } from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { pushOf } from '../push/index.ts';
import { getBatchDispatch } from './get-dispatch.ts';
import { sendBatchToWorkshop } from './send-batch.ts';

const tag = 'Envio para facção';

export const batchDispatchRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/batches/:id/dispatch',
    summary: 'Dados para enviar um lote à facção: grade, facções ativas e insumos com o estoque',
    tag,
    access: { feature: 'production-batches', action: 'access' },
    params: idParamSchema,
    response: batchDispatchSchema,
    handler: ({ tx, tenant, params }) => getBatchDispatch(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/batches/:id/send',
    summary: 'Envia um lote cortado à facção, baixando os insumos do estoque por cor e tamanho',
    tag,
    access: { feature: 'production-batches', action: 'write' },
    params: idParamSchema,
    body: batchSendSchema,
    response: batchSendResultSchema,
    handler: ({ tx, tenant, params, body, services, c }) =>
      sendBatchToWorkshop(tx, tenant, params.id, body, { ...services, push: pushOf(c) }),
  }),
];
