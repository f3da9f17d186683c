import { receivableListQuerySchema, receivablePageSchema } from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { listReceivables } from './list.service.ts';

const tag = 'Contas a receber';

export const receivablesRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/receivables',
    summary:
      'Parcelas a receber (pedidos de venda e fiado do PDV) por situação (vencido pela data), período de vencimento e cliente',
    tag,
    access: { feature: 'accounts-receivable', action: 'access' },
    query: receivableListQuerySchema,
    response: receivablePageSchema,
    handler: ({ tx, tenant, query }) => listReceivables(tx, tenant, query),
  }),
];
