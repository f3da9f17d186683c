import {
  adminPaymentListQuerySchema,
  adminPaymentListSchema,
  adminPaymentSchema,
  billingInvoiceListSchema,
  billingPaymentSchema,
  billingPlanInputSchema,
  cancelResultSchema,
  changePlanResultSchema,
  checkoutResultSchema,
  idParamSchema,
  portalResultSchema,
} from '@alinhavo/domain';
import type { Context } from 'hono';
import type { Tx } from '../../platform/db/client.ts';
import { defineRoute, type RouteServices } from '../../platform/http/route.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import {
  type BillingRequest,
  cancelSubscription,
  changePlan,
  listInvoices,
  openCustomerPortal,
  startCheckout,
} from './billing.service.ts';
import { billingOf } from './context.ts';
import {
  confirmPaymentAsStaff,
  devConfirmPayment,
  getPayment,
  listAdminPayments,
} from './payments.service.ts';

const tag = 'Pagamentos';

function request(input: {
  tx: Tx;
  tenant: TenantContext;
  c: Context;
  services: RouteServices;
}): BillingRequest {
  return {
    tx: input.tx,
    tenant: input.tenant,
    billing: billingOf(input.c),
    urls: { publicUrl: input.services.publicUrl },
    requestId: input.c.get('requestId') as string,
  };
}

/** /api/billing: checkout, customer portal, plan change and invoices of the caller's company (owner for actions). */
export const billingRoutes = [
  defineRoute({
    method: 'post',
    path: '/billing/checkout',
    summary: 'Abre o pagamento de um plano no provedor e devolve o endereço da página de pagamento',
    tag,
    access: 'signed-in',
    body: billingPlanInputSchema,
    response: checkoutResultSchema,
    status: 201,
    handler: (input) => startCheckout(request(input), input.body.planId),
  }),
  defineRoute({
    method: 'post',
    path: '/billing/portal',
    summary: 'Abre o portal do cliente do provedor de pagamento',
    tag,
    access: 'signed-in',
    response: portalResultSchema,
    status: 201,
    handler: (input) => openCustomerPortal(request(input)),
  }),
  defineRoute({
    method: 'post',
    path: '/billing/change-plan',
    summary: 'Troca o plano da assinatura (ou abre o pagamento do novo plano)',
    tag,
    access: 'signed-in',
    body: billingPlanInputSchema,
    response: changePlanResultSchema,
    handler: (input) => changePlan(request(input), input.body.planId),
  }),
  defineRoute({
    method: 'post',
    path: '/billing/cancel',
    summary: 'Cancela a assinatura paga (provedor interno); os dados ficam guardados por 30 dias',
    tag,
    access: 'signed-in',
    response: cancelResultSchema,
    handler: (input) => cancelSubscription(request(input)),
  }),
  defineRoute({
    method: 'get',
    path: '/billing/invoices',
    summary: 'Faturas da empresa, da mais recente à mais antiga',
    tag,
    access: 'signed-in',
    response: billingInvoiceListSchema,
    handler: (input) => listInvoices(request(input)),
  }),
  defineRoute({
    method: 'get',
    path: '/billing/payments/:id',
    summary: 'Um pagamento do provedor interno, da própria empresa',
    tag,
    access: 'signed-in',
    params: idParamSchema,
    response: billingPaymentSchema,
    handler: ({ tx, params, c }) => getPayment(tx, params.id, billingOf(c).devConfirm),
  }),
  defineRoute({
    method: 'post',
    path: '/billing/payments/:id/dev-confirm',
    summary: 'Confirma o próprio pagamento pendente (somente em desenvolvimento, somente o proprietário)',
    tag,
    access: 'signed-in',
    params: idParamSchema,
    response: billingPaymentSchema,
    handler: ({ tx, tenant, params, c }) => devConfirmPayment(tx, tenant, params.id, billingOf(c).devConfirm),
  }),
];

/** /api/admin/payments: platform staff list built-in payments and confirm the ones received. */
export const adminPaymentRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/payments',
    summary: 'Lista os pagamentos do provedor interno, do mais recente ao mais antigo',
    tag: 'Administração da plataforma',
    access: 'platform-staff',
    query: adminPaymentListQuerySchema,
    response: adminPaymentListSchema,
    handler: async ({ tx, query }) => ({ items: await listAdminPayments(tx, { status: query.status }) }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/payments/:id/confirm',
    summary: 'Confirma o recebimento de um pagamento: ativa a assinatura e registra a fatura',
    tag: 'Administração da plataforma',
    access: 'platform-staff',
    params: idParamSchema,
    response: adminPaymentSchema,
    handler: ({ tx, tenant, params }) => confirmPaymentAsStaff(tx, tenant, params.id),
  }),
];
