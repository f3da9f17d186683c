import {
  idParamSchema,
  orderRequirementsSchema,
  productionBoardOptionsSchema,
  productionBoardQuerySchema,
  productionBoardSchema,
  productionOrderCancelSchema,
  productionOrderDetailSchema,
  productionOrderInputSchema,
  productionOrderListQuerySchema,
  productionOrderOptionsSchema,
  productionOrderPageSchema,
  productionOrderUpdateSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { getProductionBoard } from './board.ts';
import { productionBoardOptions, productionOrderOptions } from './options.ts';
import { exportProductionOrders } from './orders-export.ts';
import { getProductionOrder, listProductionOrders } from './read.ts';
import { getOrderRequirements } from './requirements.ts';
import {
  cancelProductionOrder,
  concludeProductionOrder,
  createProductionOrder,
  updateProductionOrder,
} from './service.ts';

const tag = 'Ordens de produção';
const boardTag = 'Gestão de ordens';

export const productionOrdersRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/production-orders/export',
    summary: 'Exporta em CSV todas as ordens de produção da busca e dos filtros da lista',
    tag,
    access: { feature: 'production-orders', action: 'access' },
    query: productionOrderListQuerySchema.omit({ page: true, pageSize: true }),
    handler: ({ tx, tenant, query }) => exportProductionOrders(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/production-orders',
    summary: 'Lista ordens de produção com busca, filtros e totais de progresso',
    tag,
    access: { feature: 'production-orders', action: 'access' },
    query: productionOrderListQuerySchema,
    response: productionOrderPageSchema,
    handler: ({ tx, tenant, query }) => listProductionOrders(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/production-orders/options',
    summary: 'Produtos ativos com a grade de cores e tamanhos, para uma nova ordem',
    tag,
    access: { feature: 'production-orders', action: 'access' },
    response: productionOrderOptionsSchema,
    handler: ({ tx, tenant }) => productionOrderOptions(tx, tenant),
  }),
  defineRoute({
    method: 'post',
    path: '/production-orders',
    summary: 'Cria uma ordem de produção com a grade de cores × tamanhos',
    tag,
    access: { feature: 'production-orders', action: 'write' },
    body: productionOrderInputSchema,
    response: productionOrderDetailSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createProductionOrder(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/production-orders/:id',
    summary:
      'Detalhe de uma ordem (pelo id ou pelo código, OP-000012): grade com progresso por célula, lotes e ações possíveis',
    tag,
    access: { feature: 'production-orders', action: 'access' },
    params: idParamSchema,
    response: productionOrderDetailSchema,
    handler: ({ tx, tenant, params }) => getProductionOrder(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/production-orders/:id',
    summary: 'Altera entrega, prioridade, observações ou a grade de uma ordem aberta',
    tag,
    access: { feature: 'production-orders', action: 'write' },
    params: idParamSchema,
    body: productionOrderUpdateSchema,
    response: productionOrderDetailSchema,
    handler: ({ tx, tenant, params, body }) => updateProductionOrder(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/production-orders/:id/cancel',
    summary: 'Cancela uma ordem sem lotes cortados, com o motivo',
    tag,
    access: { feature: 'production-orders', action: 'write' },
    params: idParamSchema,
    body: productionOrderCancelSchema,
    response: productionOrderDetailSchema,
    handler: ({ tx, tenant, params, body }) => cancelProductionOrder(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/production-orders/:id/conclude',
    summary: 'Conclui uma ordem cujos lotes estão todos embalados',
    tag,
    access: { feature: 'production-orders', action: 'write' },
    params: idParamSchema,
    response: productionOrderDetailSchema,
    handler: ({ tx, tenant, params }) => concludeProductionOrder(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/production-orders/:id/requirements',
    summary:
      'Necessidade de materiais da grade inteira pela ficha de custo: necessário, em estoque, faltando',
    tag,
    access: { feature: 'production-orders', action: 'access' },
    params: idParamSchema,
    response: orderRequirementsSchema,
    handler: ({ tx, tenant, params }) => getOrderRequirements(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/production-board',
    summary: 'Quadro de ordens e lotes por etapa, com alertas de atraso',
    tag: boardTag,
    access: { feature: 'production-management', action: 'access' },
    query: productionBoardQuerySchema,
    response: productionBoardSchema,
    handler: ({ tx, tenant, query }) => getProductionBoard(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/production-board/options',
    summary: 'Produtos e facções para os filtros do quadro',
    tag: boardTag,
    access: { feature: 'production-management', action: 'access' },
    response: productionBoardOptionsSchema,
    handler: ({ tx, tenant }) => productionBoardOptions(tx, tenant),
  }),
];
