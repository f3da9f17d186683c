import {
  idParamSchema,
  signedFileLinkSchema,
  workshopBatchHistorySchema,
  workshopBatchListSchema,
  workshopBatchParamsSchema,
  workshopBatchProgressSchema,
  workshopBatchSchema,
  workshopCompanyParamsSchema,
  workshopPaymentPageSchema,
  workshopReceiptParamsSchema,
  workshopSessionSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineWorkshopRoute } from '../../platform/http/route.ts';
import {
  acceptAssociation,
  listPortalBatches,
  listPortalPayments,
  portalBatchHistory,
  portalReceiptLink,
  progressPortalBatch,
  readWorkshopSession,
} from './portal.service.ts';

const tag = 'Portal da facção';

/**
 * The workshop portal (/faccao). Only workshop logins; the company is the path's `:companyId`, which the
 * pipeline checks against the workshop's active associations before the workshop policies open its rows.
 */
export const workshopPortalRoutes: ApiRoute[] = [
  defineWorkshopRoute({
    method: 'get',
    path: '/workshop/me',
    summary: 'A facção conectada e as empresas associadas (ativas e pendentes)',
    tag,
    response: workshopSessionSchema,
    handler: ({ tx, workshop }) => readWorkshopSession(tx, workshop),
  }),
  defineWorkshopRoute({
    method: 'post',
    // `:id` (the company), not `:companyId`: a pending association is not one the workshop operates yet.
    path: '/workshop/associations/:id/accept',
    summary: 'Aceita a associação pendente com uma empresa',
    tag,
    params: idParamSchema,
    status: 204,
    handler: async ({ tx, workshop, params }) => {
      await acceptAssociation(tx, workshop, params.id);
    },
  }),
  defineWorkshopRoute({
    method: 'get',
    path: '/workshop/companies/:companyId/batches',
    summary: 'Lotes da facção na empresa escolhida (em produção, enviados, finalizados, demais)',
    tag,
    params: workshopCompanyParamsSchema,
    response: workshopBatchListSchema,
    handler: ({ tx, workshop }) => listPortalBatches(tx, workshop),
  }),
  defineWorkshopRoute({
    method: 'get',
    path: '/workshop/companies/:companyId/batches/:batchId/history',
    summary: 'Histórico de um lote da facção',
    tag,
    params: workshopBatchParamsSchema,
    response: workshopBatchHistorySchema,
    handler: ({ tx, workshop, params }) => portalBatchHistory(tx, workshop, params.batchId),
  }),
  defineWorkshopRoute({
    method: 'post',
    path: '/workshop/companies/:companyId/batches/:batchId/start',
    summary: 'Iniciar produção: enviado → em produção, registrado pela facção',
    tag,
    params: workshopBatchParamsSchema,
    body: workshopBatchProgressSchema,
    response: workshopBatchSchema,
    handler: ({ tx, workshop, params, body }) =>
      progressPortalBatch(tx, workshop, params.batchId, 'em_producao', body.notes),
  }),
  defineWorkshopRoute({
    method: 'post',
    path: '/workshop/companies/:companyId/batches/:batchId/finish',
    summary: 'Finalizar produção: em produção → finalizado, registrado pela facção',
    tag,
    params: workshopBatchParamsSchema,
    body: workshopBatchProgressSchema,
    response: workshopBatchSchema,
    handler: ({ tx, workshop, params, body }) =>
      progressPortalBatch(tx, workshop, params.batchId, 'finalizado_faccao', body.notes),
  }),
  defineWorkshopRoute({
    method: 'get',
    path: '/workshop/companies/:companyId/payments',
    summary: 'Pagamentos da facção na empresa escolhida',
    tag,
    params: workshopCompanyParamsSchema,
    response: workshopPaymentPageSchema,
    handler: ({ tx, workshop }) => listPortalPayments(tx, workshop),
  }),
  defineWorkshopRoute({
    method: 'get',
    path: '/workshop/companies/:companyId/payments/:paymentId/receipts/:receiptId/link',
    summary: 'Endereço assinado para baixar um comprovante de pagamento da facção (válido por 3600 segundos)',
    tag,
    params: workshopReceiptParamsSchema,
    response: signedFileLinkSchema,
    handler: ({ tx, workshop, params, services }) =>
      portalReceiptLink(tx, workshop, params.paymentId, params.receiptId, services),
  }),
];
