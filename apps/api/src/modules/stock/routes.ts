import {
  idParamSchema,
  stockAdjustmentSchema,
  stockBalancePageSchema,
  stockBalanceQuerySchema,
  stockGridOptionsSchema,
  stockGridSchema,
  stockGridsQuerySchema,
  stockImportResultSchema,
  stockImportSchema,
  stockItemOptionsSchema,
  stockItemsQuerySchema,
  stockManualDocumentSchema,
  stockMovementListQuerySchema,
  stockMovementPageSchema,
  stockMovementSchema,
  stockMovementTotalsSchema,
  stockPostingSchema,
  stockReversalSchema,
  stockUsersSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { getStockGrid, listStockGridOptions } from './grid.service.ts';
import { importOpeningStock } from './import.service.ts';
import { listStockBalances, listStockItems, listStockUsers } from './items.service.ts';
import { reverseStockMovement } from './ledger.service.ts';
import { postAdjustment, postManualDocument } from './manual.service.ts';
import { exportMovements } from './movements-export.ts';
import { getMovement, listMovements, movementTotals } from './movements-query.ts';

const tag = 'Estoque';
const read = { feature: 'stock-movements', action: 'access' } as const;
const write = { feature: 'stock-movements', action: 'write' } as const;

// The fixed paths under /stock/movements come before '/stock/movements/:id', which would take them for ids.
export const stockRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/stock/movements',
    summary: 'Razão de estoque: movimentações filtradas, mais recentes primeiro, por cursor',
    tag,
    access: read,
    query: stockMovementListQuerySchema,
    response: stockMovementPageSchema,
    handler: ({ tx, tenant, query }) => listMovements(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/stock/movements/totals',
    summary: 'Totais das movimentações filtradas: entradas, saídas, saldo e valores',
    tag,
    access: read,
    query: stockMovementListQuerySchema,
    response: stockMovementTotalsSchema,
    handler: ({ tx, tenant, query }) => {
      const { cursor: _cursor, pageSize: _pageSize, ...filters } = query;
      return movementTotals(tx, tenant, filters);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/stock/movements/export',
    summary: 'Exporta as movimentações filtradas em CSV (até 100.000 linhas)',
    tag,
    access: read,
    query: stockMovementListQuerySchema,
    handler: ({ tx, tenant, query }) => {
      const { cursor: _cursor, pageSize: _pageSize, ...filters } = query;
      return exportMovements(tx, tenant, filters);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/stock/movements/:id',
    summary: 'Uma movimentação de estoque',
    tag,
    access: read,
    params: idParamSchema,
    response: stockMovementSchema,
    handler: ({ tx, tenant, params }) => getMovement(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/stock/movements/:id/reverse',
    summary: 'Estorna uma movimentação com um lançamento inverso (uma vez; estornos não são estornados)',
    tag,
    access: write,
    params: idParamSchema,
    body: stockReversalSchema,
    response: stockPostingSchema,
    status: 201,
    handler: ({ tx, tenant, params, body }) => reverseStockMovement(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/stock/documents',
    summary: 'Lança uma entrada ou saída manual de um ou mais itens',
    tag,
    access: write,
    body: stockManualDocumentSchema,
    response: stockPostingSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => postManualDocument(tx, tenant, body),
  }),
  defineRoute({
    method: 'post',
    path: '/stock/import',
    summary:
      'Importa o saldo inicial de um CSV num só lançamento de entrada, tudo ou nada; devolve os erros por linha (dryRun: só confere)',
    tag,
    access: write,
    body: stockImportSchema,
    response: stockImportResultSchema,
    handler: ({ tx, tenant, body }) => importOpeningStock(tx, tenant, body),
  }),
  defineRoute({
    method: 'post',
    path: '/stock/adjustments',
    summary: 'Ajuste de estoque: registra a diferença entre o saldo contado e o atual',
    tag,
    access: write,
    body: stockAdjustmentSchema,
    response: stockPostingSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => postAdjustment(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/stock/items',
    summary: 'Itens de estoque (variações de material e SKUs) com saldo, para seletores',
    tag,
    access: read,
    query: stockItemsQuerySchema,
    response: stockItemOptionsSchema,
    handler: ({ tx, tenant, query }) => listStockItems(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/stock/grids',
    summary: 'Produtos e materiais com variações ativas, para o lançamento por grade',
    tag,
    access: read,
    query: stockGridsQuerySchema,
    response: stockGridOptionsSchema,
    handler: ({ tx, tenant, query }) => listStockGridOptions(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/stock/grids/:id',
    summary: 'Grade cor × tamanho de um produto (SKUs) ou material (variações), com o saldo de cada célula',
    tag,
    access: read,
    params: idParamSchema,
    response: stockGridSchema,
    handler: ({ tx, tenant, params }) => getStockGrid(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/stock/balances',
    summary: 'Saldos atuais por item, com filtro de abaixo do mínimo',
    tag,
    access: read,
    query: stockBalanceQuerySchema,
    response: stockBalancePageSchema,
    handler: ({ tx, tenant, query }) => listStockBalances(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/stock/users',
    summary: 'Pessoas que lançaram movimentações, para o filtro por usuário',
    tag,
    access: read,
    response: stockUsersSchema,
    handler: ({ tx, tenant }) => listStockUsers(tx, tenant),
  }),
];
