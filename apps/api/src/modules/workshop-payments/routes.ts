import {
  idParamSchema,
  paymentReceiptParamsSchema,
  signedFileLinkSchema,
  workshopPaymentListQuerySchema,
  workshopPaymentPageSchema,
  workshopPaymentPaySchema,
  workshopPaymentSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { deletePaymentReceipt, markPaymentPaid, uploadPaymentReceipt } from './pay.service.ts';
import { receiptLink } from './receipts.service.ts';
import { getWorkshopPayment, listWorkshopPayments } from './service.ts';

const tag = 'Pagamentos de facção';
// Read and paid from the quality-control screens until the finance area (part4 §3) takes them over.
const read = { feature: 'quality-control', action: 'access' } as const;
const write = { feature: 'quality-control', action: 'write' } as const;

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
  defineRoute({
    method: 'post',
    path: '/workshop-payments/:id/pay',
    summary: 'Registra o pagamento da facção (data e forma de pagamento)',
    tag,
    access: write,
    params: idParamSchema,
    body: workshopPaymentPaySchema,
    response: workshopPaymentSchema,
    handler: ({ tx, tenant, params, body }) => markPaymentPaid(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'post',
    path: '/workshop-payments/:id/receipts',
    summary:
      'Anexa um comprovante (multipart/form-data, campo file; PDF, PNG, JPG, GIF, WebP, SVG, ZIP, TXT, LOG ou ZPL até 10 MB)',
    tag,
    access: write,
    params: idParamSchema,
    response: workshopPaymentSchema,
    status: 201,
    handler: ({ tx, tenant, params, c, services }) =>
      uploadPaymentReceipt(tx, tenant, params.id, c, services),
  }),
  defineRoute({
    method: 'delete',
    path: '/workshop-payments/:id/receipts/:receiptId',
    summary: 'Remove um comprovante do pagamento',
    tag,
    access: write,
    params: paymentReceiptParamsSchema,
    response: workshopPaymentSchema,
    handler: ({ tx, tenant, params, services }) =>
      deletePaymentReceipt(tx, tenant, params.id, params.receiptId, services),
  }),
  defineRoute({
    method: 'get',
    path: '/workshop-payments/:id/receipts/:receiptId/link',
    summary: 'Endereço assinado para baixar o comprovante (válido por 3600 segundos)',
    tag,
    access: read,
    params: paymentReceiptParamsSchema,
    response: signedFileLinkSchema,
    handler: ({ tx, tenant, params, services }) =>
      receiptLink(tx, tenant.companyId, params.id, params.receiptId, services.fileLinks),
  }),
];
