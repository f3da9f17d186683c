import {
  dashboardApprovedWeekSchema,
  dashboardBatchStagesSchema,
  dashboardLateBatchesSchema,
  dashboardListQuerySchema,
  dashboardStockAlertsSchema,
  dashboardWorkshopsSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import {
  getApprovedThisWeek,
  getBatchesAtWorkshops,
  getBatchStages,
  getLateBatches,
} from './production.service.ts';
import { getStockAlerts } from './stock.service.ts';

const tag = 'Dashboard';
const access = { feature: 'dashboard', action: 'access' } as const;

/** part4 §4 /app/dashboard: one route per card, so each card loads (and fails) on its own. */
export const dashboardRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/dashboard/late-batches',
    summary: 'Lotes atrasados (entrega vencida e ainda não embalados): total, peças e os mais atrasados',
    tag,
    access,
    query: dashboardListQuerySchema,
    response: dashboardLateBatchesSchema,
    handler: ({ tx, tenant, query }) => getLateBatches(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/dashboard/workshops',
    summary: 'Lotes e peças na facção (enviados ou em produção), por facção',
    tag,
    access,
    query: dashboardListQuerySchema,
    response: dashboardWorkshopsSchema,
    handler: ({ tx, tenant, query }) => getBatchesAtWorkshops(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/dashboard/approved-this-week',
    summary: 'Peças aprovadas no controle de qualidade nesta semana (segunda a domingo, horário de Brasília)',
    tag,
    access,
    response: dashboardApprovedWeekSchema,
    handler: ({ tx, tenant }) => getApprovedThisWeek(tx, tenant),
  }),
  defineRoute({
    method: 'get',
    path: '/dashboard/stock-alerts',
    summary: 'Materiais com estoque abaixo do mínimo: total e os primeiros em ordem alfabética',
    tag,
    access,
    query: dashboardListQuerySchema,
    response: dashboardStockAlertsSchema,
    handler: ({ tx, tenant, query }) => getStockAlerts(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/dashboard/batch-stages',
    summary: 'Lotes em andamento por etapa (situação), com as peças de cada uma',
    tag,
    access,
    response: dashboardBatchStagesSchema,
    handler: ({ tx, tenant }) => getBatchStages(tx, tenant),
  }),
];
