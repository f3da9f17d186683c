import {
  customerSalesSchema,
  idParamSchema,
  salesCenterProductsSchema,
  salesCenterQuerySchema,
  salesCenterRecentQuerySchema,
  salesCenterRecentSchema,
  salesCenterSummarySchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { getSalesProducts, getSalesSummary } from './figures.service.ts';
import { getCustomerSales, getRecentSales } from './recent.service.ts';

const tag = 'Central de vendas';
const access = { feature: 'sales-center', action: 'access' } as const;

/** part4 §1 /app/central-vendas: one route per block, so each loads (and fails) on its own; and a customer's sales. */
export const salesCenterRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/sales-center/summary',
    summary:
      'Faturamento, número de vendas, ticket médio e peças por venda do período, no total e por canal, com o período anterior',
    tag,
    access,
    query: salesCenterQuerySchema,
    response: salesCenterSummarySchema,
    handler: ({ tx, tenant, query }) => getSalesSummary(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/sales-center/products',
    summary:
      'Produtos e SKUs mais vendidos do período (peças e faturamento), e as vendas por cor e por tamanho',
    tag,
    access,
    query: salesCenterQuerySchema,
    response: salesCenterProductsSchema,
    handler: ({ tx, tenant, query }) => getSalesProducts(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/sales-center/recent',
    summary: 'Últimas vendas de todos os canais (PDV, pedidos, marketplaces), as mais recentes primeiro',
    tag,
    access,
    query: salesCenterRecentQuerySchema,
    response: salesCenterRecentSchema,
    handler: ({ tx, tenant, query }) => getRecentSales(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/customers/:id/sales',
    summary:
      'Vendas de um cliente: total comprado, ticket médio, última compra, pedidos recentes e parcelas em aberto',
    tag: 'Clientes',
    access: { feature: 'customers', action: 'access' },
    params: idParamSchema,
    response: customerSalesSchema,
    handler: ({ tx, tenant, params }) => getCustomerSales(tx, tenant, params.id),
  }),
];
