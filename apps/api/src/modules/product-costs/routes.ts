import {
  idParamSchema,
  productCostDetailQuerySchema,
  productCostDetailSchema,
  productCostListQuerySchema,
  productCostOptionsSchema,
  productCostPageSchema,
  productCostSheetInputSchema,
} from '@alinhavo/domain';
import type { ApiRoute } from '../../platform/http/route.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { getCostOptions } from './cost-options.ts';
import { getProductCost } from './get-product-cost.ts';
import { listProductCosts } from './list-product-costs.ts';
import { exportProductCosts } from './product-costs-export.ts';
import { saveCostSheet } from './save-cost-sheet.ts';

const tag = 'Custos de produtos';

/** part3 §2. `:id` is the PRODUCT's id (part2: 'Cadastrar Custos' opens /custos-produtos/{product id}). */
export const productCostsRoutes: ApiRoute[] = [
  // Before '/product-costs/:id', so 'options' is never read as a product id.
  defineRoute({
    method: 'get',
    path: '/product-costs/options',
    summary: 'Materiais (com variações) e processos ativos para o editor de fichas de custo',
    tag,
    access: { feature: 'product-costs', action: 'access' },
    response: productCostOptionsSchema,
    handler: ({ tx, tenant }) => getCostOptions(tx, tenant),
  }),
  defineRoute({
    method: 'get',
    path: '/product-costs/export',
    summary: 'Exporta em CSV todos os produtos da lista de custos, com a busca e o filtro',
    tag,
    access: { feature: 'product-costs', action: 'access' },
    query: productCostListQuerySchema.omit({ page: true, pageSize: true }),
    handler: ({ tx, tenant, query }) => exportProductCosts(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/product-costs',
    summary: 'Produtos com o resumo da ficha de custo em vigor; filtros sem ficha e abaixo do custo',
    tag,
    access: { feature: 'product-costs', action: 'access' },
    query: productCostListQuerySchema,
    response: productCostPageSchema,
    handler: ({ tx, tenant, query }) => listProductCosts(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/product-costs/:id',
    summary: 'Ficha de custo de um produto (a versão em vigor, ou ?version=N) com linhas, valores e versões',
    tag,
    access: { feature: 'product-costs', action: 'access' },
    params: idParamSchema,
    query: productCostDetailQuerySchema,
    response: productCostDetailSchema,
    handler: ({ tx, tenant, params, query }) => getProductCost(tx, tenant, params.id, query.version),
  }),
  defineRoute({
    method: 'post',
    path: '/product-costs/:id',
    summary: 'Salva uma nova versão da ficha de custo de um produto',
    tag,
    access: { feature: 'product-costs', action: 'write' },
    params: idParamSchema,
    body: productCostSheetInputSchema,
    response: productCostDetailSchema,
    status: 201,
    handler: ({ tx, tenant, params, body }) => saveCostSheet(tx, tenant, params.id, body),
  }),
];
