import {
  idParamSchema,
  workshopPaymentListQuerySchema,
  workshopPaymentPageSchema,
  workshopPaymentSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { getWorkshopPayment, listWorkshopPayments } from './service.ts';

const tag = 'Pagamentos de facção';
// Read from the quality-control screens for now; marking paid comes with the finance area.
const read = { feature: 'quality-control', action: 'access' } as const;

export const workshopPaymentsRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/workshop-payments',
    summary:
      'Pagamentos de facção por lote (quantidade, preço, desconto por defeitos, valor final, situação)',
    tag,
    access: read,
    query: workshopPaymentListQuerySchema,
    response: workshopPaymentPageSchema,
    handler: ({ tx, tenant, query }) => listWorkshopPayments(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/workshop-payments/:id',
    summary: 'Um pagamento de facção',
    tag,
    access: read,
    params: idParamSchema,
    response: workshopPaymentSchema,
    handler: ({ tx, tenant, params }) => getWorkshopPayment(tx, tenant, params.id),
  }),
];
