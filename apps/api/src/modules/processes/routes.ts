import {
  idParamSchema,
  processInputSchema,
  processListSchema,
  processMoveSchema,
  processSchema,
  processUpdateSchema,
} from '@alinhavo/domain';
import type { ApiRoute } from '../../platform/http/route.ts';
import { defineRoute } from '../../platform/http/route.ts';
import {
  createProcess,
  deleteProcess,
  getProcess,
  listProcesses,
  moveProcess,
  updateProcess,
} from './service.ts';

const tag = 'Processos';

export const processesRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/processes',
    summary: 'Lista os processos (etapas de produção) na ordem de produção',
    tag,
    access: { feature: 'processes', action: 'access' },
    response: processListSchema,
    handler: ({ tx, tenant }) => listProcesses(tx, tenant),
  }),
  defineRoute({
    method: 'post',
    path: '/processes',
    summary: 'Cadastra um processo no fim da ordem',
    tag,
    access: { feature: 'processes', action: 'write' },
    body: processInputSchema,
    response: processSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createProcess(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/processes/:id',
    summary: 'Detalhe de um processo',
    tag,
    access: { feature: 'processes', action: 'access' },
    params: idParamSchema,
    response: processSchema,
    handler: ({ tx, tenant, params }) => getProcess(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/processes/:id',
    summary: 'Atualiza um processo (nome, custo por peça, tipo, situação)',
    tag,
    access: { feature: 'processes', action: 'write' },
    params: idParamSchema,
    body: processUpdateSchema,
    response: processSchema,
    handler: ({ tx, tenant, params, body }) => updateProcess(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/processes/:id/move',
    summary: 'Move um processo uma posição para cima ou para baixo na ordem de produção',
    tag,
    access: { feature: 'processes', action: 'write' },
    params: idParamSchema,
    body: processMoveSchema,
    response: processListSchema,
    handler: ({ tx, tenant, params, body }) => moveProcess(tx, tenant, params.id, body.direction),
  }),
  defineRoute({
    method: 'delete',
    path: '/processes/:id',
    summary: 'Exclui um processo que não está em uso',
    tag,
    access: { feature: 'processes', action: 'delete' },
    params: idParamSchema,
    status: 204,
    handler: ({ tx, tenant, params }) => deleteProcess(tx, tenant, params.id),
  }),
];
