import {
  cashMovementInputSchema,
  cashRegisterCreateSchema,
  cashRegisterListSchema,
  cashRegisterSchema,
  cashSessionCloseSchema,
  cashSessionListQuerySchema,
  cashSessionOpenSchema,
  cashSessionPageSchema,
  cashSessionSchema,
  idParamSchema,
  pdvStateSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { listSessions } from './list.service.ts';
import { createRegister, listRegisters } from './registers.service.ts';
import { getSessionReport } from './report.service.ts';
import { closeSession, moveCash, openSession, pdvState } from './sessions.service.ts';

const tag = 'PDV — caixa';
const read = { feature: 'pdv', action: 'access' } as const;
const write = { feature: 'pdv', action: 'write' } as const;

export const cashSessionsRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/cash-registers',
    summary: "Caixas da empresa ('Caixa 1' por padrão), cada um com a sessão aberta nele",
    tag,
    access: read,
    response: cashRegisterListSchema,
    handler: ({ tx, tenant }) => listRegisters(tx, tenant),
  }),
  defineRoute({
    method: 'post',
    path: '/cash-registers',
    summary: 'Cadastra um caixa (nome único na empresa)',
    tag,
    access: write,
    body: cashRegisterCreateSchema,
    response: cashRegisterSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createRegister(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/cash-sessions/current',
    summary: 'O caixa aberto pelo usuário (ou nenhum) e os caixas da empresa',
    tag,
    access: read,
    response: pdvStateSchema,
    handler: ({ tx, tenant }) => pdvState(tx, tenant),
  }),
  defineRoute({
    method: 'get',
    path: '/cash-sessions',
    summary: 'Sessões de caixa da empresa, da mais recente para a mais antiga',
    tag,
    access: read,
    query: cashSessionListQuerySchema,
    response: cashSessionPageSchema,
    handler: ({ tx, tenant, query }) => listSessions(tx, tenant, query),
  }),
  defineRoute({
    method: 'post',
    path: '/cash-sessions',
    summary: 'Abrir caixa com o fundo de troco (uma sessão aberta por caixa e por usuário)',
    tag,
    access: write,
    body: cashSessionOpenSchema,
    response: cashSessionSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => openSession(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/cash-sessions/:id',
    summary:
      'Relatório da sessão de caixa: movimentos e esperado, contado e diferença por forma de pagamento',
    tag,
    access: read,
    params: idParamSchema,
    response: cashSessionSchema,
    handler: ({ tx, tenant, params }) => getSessionReport(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/cash-sessions/:id/sangria',
    summary: 'Sangria: retira dinheiro do caixa com o motivo (nunca mais do que há na gaveta)',
    tag,
    access: write,
    params: idParamSchema,
    body: cashMovementInputSchema,
    response: cashSessionSchema,
    status: 201,
    handler: ({ tx, tenant, params, body }) => moveCash(tx, tenant, params.id, 'sangria', body),
  }),
  defineRoute({
    method: 'post',
    path: '/cash-sessions/:id/suprimento',
    summary: 'Suprimento: põe dinheiro no caixa com o motivo',
    tag,
    access: write,
    params: idParamSchema,
    body: cashMovementInputSchema,
    response: cashSessionSchema,
    status: 201,
    handler: ({ tx, tenant, params, body }) => moveCash(tx, tenant, params.id, 'suprimento', body),
  }),
  defineRoute({
    method: 'post',
    path: '/cash-sessions/:id/close',
    summary: 'Fechar caixa com o valor contado por forma de pagamento',
    tag,
    access: write,
    params: idParamSchema,
    body: cashSessionCloseSchema,
    response: cashSessionSchema,
    handler: ({ tx, tenant, params, body }) => closeSession(tx, tenant, params.id, body),
  }),
];
