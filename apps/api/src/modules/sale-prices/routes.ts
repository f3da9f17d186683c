import {
  idParamSchema,
  priceBulkChangeResultSchema,
  priceBulkChangeSchema,
  priceHistoryPageSchema,
  priceHistoryQuerySchema,
  priceListQuerySchema,
  priceProductPageSchema,
  priceSaveResultSchema,
  priceSaveSchema,
  priceSkuListSchema,
  priceSkuQuerySchema,
  priceTableInputSchema,
  priceTableListSchema,
  priceTableSchema,
  priceTableUpdateSchema,
  variantPriceListSchema,
} from '@alinhavo/domain';
import type { ApiRoute } from '../../platform/http/route.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { changePricesByPercent } from './bulk-change.service.ts';
import { listPriceHistory } from './price-history.service.ts';
import { listTablePrices } from './price-list.service.ts';
import {
  createPriceTable,
  getPriceTable,
  listPriceTables,
  updatePriceTable,
} from './price-tables.service.ts';
import { exportTablePrices } from './prices-export.ts';
import { listVariantPrices } from './resolve-prices.ts';
import { savePrices } from './save-prices.service.ts';
import { listSkuPrices } from './sku-prices.service.ts';

const tag = 'Preços de venda';
const read = { feature: 'sale-prices', action: 'access' } as const;
const write = { feature: 'sale-prices', action: 'write' } as const;

/** part4 §1 'Sale prices' (/app/precos-venda). `:id` is always a price table's id. */
export const salePricesRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/price-tables',
    summary: "Tabelas de preços da empresa ('Varejo', a padrão, primeiro), para a tela e os selects",
    tag,
    // Names and minimum quantities only: the selects of customers, sales orders and the PDV read them too.
    access: 'signed-in',
    response: priceTableListSchema,
    handler: ({ tx, tenant }) => listPriceTables(tx, tenant),
  }),
  defineRoute({
    method: 'post',
    path: '/price-tables',
    summary: 'Cria uma tabela de preços (ex.: Atacado, a partir de 12 peças)',
    tag,
    access: write,
    body: priceTableInputSchema,
    response: priceTableSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createPriceTable(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/price-tables/:id',
    summary: 'Uma tabela de preços',
    tag,
    access: read,
    params: idParamSchema,
    response: priceTableSchema,
    handler: ({ tx, tenant, params }) => getPriceTable(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/price-tables/:id',
    summary: "Renomeia, muda a quantidade mínima, desativa ou reativa uma tabela ('Varejo' não se desativa)",
    tag,
    access: write,
    params: idParamSchema,
    body: priceTableUpdateSchema,
    response: priceTableSchema,
    handler: ({ tx, tenant, params, body }) => updatePriceTable(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'get',
    path: '/price-tables/:id/products/export',
    summary: 'Exporta em CSV os produtos da tabela com a busca, o filtro e a ordem da lista',
    tag,
    access: read,
    params: idParamSchema,
    query: priceListQuerySchema.omit({ page: true, pageSize: true }),
    handler: ({ tx, tenant, params, query }) => exportTablePrices(tx, tenant, params.id, query),
  }),
  defineRoute({
    method: 'get',
    path: '/price-tables/:id/products',
    summary: 'Produtos da tabela com preço, custo da ficha em vigor, markup e margem',
    tag,
    access: read,
    params: idParamSchema,
    query: priceListQuerySchema,
    response: priceProductPageSchema,
    handler: ({ tx, tenant, params, query }) => listTablePrices(tx, tenant, params.id, query),
  }),
  defineRoute({
    method: 'get',
    path: '/price-tables/:id/skus',
    summary: 'SKUs (cor × tamanho) de um produto na tabela, com o preço próprio de cada um',
    tag,
    access: read,
    params: idParamSchema,
    query: priceSkuQuerySchema,
    response: priceSkuListSchema,
    handler: ({ tx, tenant, params, query }) => listSkuPrices(tx, tenant, params.id, query.productId),
  }),
  defineRoute({
    method: 'post',
    path: '/price-tables/:id/prices',
    summary: 'Define preços da tabela: por produto (todos os SKUs) ou por SKU; vazio remove',
    tag,
    access: write,
    params: idParamSchema,
    body: priceSaveSchema,
    response: priceSaveResultSchema,
    handler: ({ tx, tenant, params, body }) => savePrices(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/price-tables/:id/bulk-change',
    summary: 'Reajusta por percentual a tabela inteira ou a seleção filtrada (dryRun: só a prévia)',
    tag,
    access: write,
    params: idParamSchema,
    body: priceBulkChangeSchema,
    response: priceBulkChangeResultSchema,
    handler: ({ tx, tenant, params, body }) => changePricesByPercent(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'get',
    path: '/price-tables/:id/history',
    summary: 'Histórico de preços da tabela: quem, quando, produto ou SKU, preço anterior e novo',
    tag,
    access: read,
    params: idParamSchema,
    query: priceHistoryQuerySchema,
    response: priceHistoryPageSchema,
    handler: ({ tx, tenant, params, query }) => listPriceHistory(tx, tenant, params.id, query),
  }),
  defineRoute({
    method: 'get',
    path: '/price-tables/:id/variant-prices',
    summary:
      'Preço de cada SKU ativo na tabela (o do SKU, senão o do produto, senão o do Varejo), para o PDV',
    tag,
    access: read,
    params: idParamSchema,
    response: variantPriceListSchema,
    handler: ({ tx, tenant, params }) => listVariantPrices(tx, tenant, params.id),
  }),
];
