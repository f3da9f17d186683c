import { createHash } from 'node:crypto';
import {
  idParamSchema,
  type PdvCatalogue,
  pdvCatalogueQuerySchema,
  pdvCatalogueSchema,
  pdvReturnInputSchema,
  pdvReturnSchema,
  pdvSaleInputSchema,
  pdvSaleListSchema,
  pdvSaleSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { pdvCatalogue } from './catalogue.service.ts';
import { getPdvSale, listSessionSales } from './read.service.ts';
import { returnPdvItems } from './return.service.ts';
import { createPdvSale } from './sale.service.ts';

const tag = 'PDV — vendas';

/**
 * The catalogue with a validator: the till asks again with If-None-Match and, when nothing changed (prices, stock,
 * SKUs), gets 304 without the body. Private to the user, revalidated on every use.
 */
function withEtag(ifNoneMatch: string | undefined, catalogue: PdvCatalogue): Response {
  const text = JSON.stringify(catalogue);
  const etag = `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
  const headers = { etag, 'cache-control': 'private, no-cache' };
  if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
  return new Response(text, { status: 200, headers: { ...headers, 'content-type': 'application/json' } });
}
const read = { feature: 'pdv', action: 'access' } as const;
const write = { feature: 'pdv', action: 'write' } as const;

export const pdvSalesRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/pdv/catalogue',
    summary:
      'Catálogo do caixa: SKUs ativos com código de barras, preço da tabela do caixa e estoque disponível',
    tag,
    access: read,
    query: pdvCatalogueQuerySchema,
    response: pdvCatalogueSchema,
    // A Response (ETag, 304) stands for the contract's JSON, which it carries when it has a body.
    handler: async ({ tx, tenant, query, c }) =>
      withEtag(
        c.req.header('if-none-match'),
        await pdvCatalogue(tx, tenant, query),
      ) as unknown as PdvCatalogue,
  }),
  defineRoute({
    method: 'post',
    path: '/pdv/sales',
    summary:
      'Registra uma venda do PDV numa transação (estoque, caixa, pagamentos, fiado); a mesma chave de idempotência devolve a primeira venda',
    tag,
    access: write,
    body: pdvSaleInputSchema,
    response: pdvSaleSchema,
    status: 201,
    handler: async ({ tx, tenant, body }) => (await createPdvSale(tx, tenant, body)).sale,
  }),
  defineRoute({
    method: 'get',
    path: '/pdv/sales/:id',
    summary: 'Uma venda do PDV (para reimprimir o cupom ou devolver itens)',
    tag,
    access: read,
    params: idParamSchema,
    response: pdvSaleSchema,
    handler: ({ tx, tenant, params }) => getPdvSale(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/cash-sessions/:id/sales',
    summary: 'As vendas de uma sessão de caixa, da mais recente para a mais antiga',
    tag,
    access: read,
    params: idParamSchema,
    response: pdvSaleListSchema,
    handler: ({ tx, tenant, params }) => listSessionSales(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/pdv/sales/:id/returns',
    summary:
      'Devolução de itens de uma venda do PDV: voltam ao estoque e o valor sai do caixa aberto em dinheiro',
    tag,
    access: write,
    params: idParamSchema,
    body: pdvReturnInputSchema,
    response: pdvReturnSchema,
    status: 201,
    handler: ({ tx, tenant, params, body }) => returnPdvItems(tx, tenant, params.id, body),
  }),
];
