import {
  idParamSchema,
  salesOrderCancelSchema,
  salesOrderCreateSchema,
  salesOrderDetailSchema,
  salesOrderListQuerySchema,
  salesOrderMoveSchema,
  salesOrderOptionsSchema,
  salesOrderPageSchema,
  salesOrderProductionResultSchema,
  salesOrderProductionSchema,
  salesOrderQuoteResultSchema,
  salesOrderQuoteSchema,
  salesOrderUpdateSchema,
} from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';
import { quoteSkus, salesOrderOptions } from './options.ts';
import { salesOrderPdfResponse } from './order-pdf.ts';
import { exportSalesOrders } from './orders-export.ts';
import { getSalesOrder, listSalesOrders } from './read.ts';
import { createSalesOrder, updateSalesOrder } from './service.ts';
import { cancelSalesOrder, moveSalesOrder, produceShortfall } from './status.service.ts';

const tag = 'Pedidos de venda';
const read = { feature: 'sales-orders', action: 'access' } as const;
const write = { feature: 'sales-orders', action: 'write' } as const;

export const salesOrdersRoutes = [
  defineRoute({
    method: 'get',
    path: '/sales-orders/export',
    summary: 'Exporta em CSV todas as vendas da busca e dos filtros da lista',
    tag,
    access: read,
    query: salesOrderListQuerySchema.omit({ page: true, pageSize: true }),
    handler: ({ tx, tenant, query }) => exportSalesOrders(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/sales-orders/options',
    summary: 'Clientes, tabelas de preço, vendedores e produtos (com SKUs) para digitar um pedido',
    tag,
    access: read,
    response: salesOrderOptionsSchema,
    handler: ({ tx, tenant }) => salesOrderOptions(tx, tenant),
  }),
  defineRoute({
    method: 'post',
    path: '/sales-orders/quote',
    summary: 'Preço na tabela e estoque disponível de SKUs, para a digitação do pedido',
    tag,
    access: read,
    body: salesOrderQuoteSchema,
    response: salesOrderQuoteResultSchema,
    handler: ({ tx, tenant, body }) => quoteSkus(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/sales-orders',
    summary: 'Lista as vendas (pedidos, PDV, marketplaces) com filtros, busca, ordenação e totais do filtro',
    tag,
    access: read,
    query: salesOrderListQuerySchema,
    response: salesOrderPageSchema,
    handler: ({ tx, tenant, query }) => listSalesOrders(tx, tenant, query),
  }),
  defineRoute({
    method: 'post',
    path: '/sales-orders',
    summary: 'Cria um pedido de venda (orçamento) para um cliente',
    tag,
    access: write,
    body: salesOrderCreateSchema,
    response: salesOrderDetailSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createSalesOrder(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/sales-orders/:id',
    summary: 'Detalhe do pedido: itens, estoque e falta por SKU, histórico e contas a receber',
    tag,
    access: read,
    params: idParamSchema,
    response: salesOrderDetailSchema,
    handler: ({ tx, tenant, params }) => getSalesOrder(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/sales-orders/:id/pdf',
    summary: 'Pedido para imprimir (PDF)',
    tag,
    access: read,
    params: idParamSchema,
    handler: ({ tx, tenant, params }) => salesOrderPdfResponse(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'put',
    path: '/sales-orders/:id',
    summary: 'Salva um orçamento inteiro: cliente, tabela, itens, descontos, frete e condição de pagamento',
    tag,
    access: write,
    params: idParamSchema,
    body: salesOrderUpdateSchema,
    response: salesOrderDetailSchema,
    handler: ({ tx, tenant, params, body }) => updateSalesOrder(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/sales-orders/:id/status',
    summary:
      'Avança o pedido: confirmar (reserva estoque, gera contas a receber), separar (baixa o estoque), faturar, enviar, entregar',
    tag,
    access: write,
    params: idParamSchema,
    body: salesOrderMoveSchema,
    response: salesOrderDetailSchema,
    handler: ({ tx, tenant, params, body }) => moveSalesOrder(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/sales-orders/:id/cancel',
    summary:
      'Cancela o pedido antes do envio: libera reservas, devolve ao estoque o que saiu e cancela as parcelas',
    tag,
    access: write,
    params: idParamSchema,
    body: salesOrderCancelSchema,
    response: salesOrderDetailSchema,
    handler: ({ tx, tenant, params, body }) => cancelSalesOrder(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/sales-orders/:id/production-orders',
    summary: 'Gera ordens de produção com a grade da falta de estoque do pedido (uma por produto)',
    tag,
    access: write,
    params: idParamSchema,
    body: salesOrderProductionSchema,
    response: salesOrderProductionResultSchema,
    status: 201,
    handler: ({ tx, tenant, params, body }) => produceShortfall(tx, tenant, params.id, body),
  }),
];
