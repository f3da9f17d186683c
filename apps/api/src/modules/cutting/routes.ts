import {
  cutInputSchema,
  cutRecordListQuerySchema,
  cutRecordPageSchema,
  cutRecordSchema,
  cuttingOptionsSchema,
  cuttingPendingSchema,
  idParamSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { listCutRecords } from './cut-records.ts';
import { getCuttingOptions, listPendingCuts } from './pending.ts';
import { recordCut } from './record-cut.ts';

const tag = 'Corte';
const read = { feature: 'cutting', action: 'access' } as const;

export const cuttingRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/cutting',
    summary: 'Cortes registrados, mais recentes primeiro: peças, tecido usado contra o planejado, cortador',
    tag,
    access: read,
    query: cutRecordListQuerySchema,
    response: cutRecordPageSchema,
    handler: ({ tx, tenant, query }) => listCutRecords(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/cutting/pending',
    summary:
      'Lotes aguardando corte, com grade, tecidos da ficha de custo, variação sugerida por cor e consumo',
    tag,
    access: read,
    response: cuttingPendingSchema,
    handler: ({ tx, tenant }) => listPendingCuts(tx, tenant),
  }),
  defineRoute({
    method: 'get',
    path: '/cutting/options',
    summary: 'Tecidos ativos com suas variações e estoque, e os cortadores (setor corte)',
    tag,
    access: read,
    response: cuttingOptionsSchema,
    handler: ({ tx, tenant }) => getCuttingOptions(tx, tenant),
  }),
  defineRoute({
    method: 'post',
    path: '/batches/:id/cut',
    summary: 'Registra o corte de um lote: baixa o tecido do estoque e passa o lote para "Cortado"',
    tag,
    access: { feature: 'cutting', action: 'write' },
    params: idParamSchema,
    body: cutInputSchema,
    response: cutRecordSchema,
    status: 201,
    handler: ({ tx, tenant, params, body }) => recordCut(tx, tenant, params.id, body),
  }),
];
