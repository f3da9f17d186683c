import type { ApiRoute } from '../platform/http/route.ts';
import { adminRoutes } from './admin/routes.ts';
import { batchDispatchRoutes } from './batch-dispatch/routes.ts';
import { batchesRoutes } from './batches/routes.ts';
import { adminPaymentRoutes, billingRoutes } from './billing/routes.ts';
import { cashSessionsRoutes } from './cash-sessions/routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { cuttingRoutes } from './cutting/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { employeesRoutes } from './employees/routes.ts';
import { materialsRoutes } from './materials/routes.ts';
import { onboardingChecklistRoutes } from './onboarding-checklist/routes.ts';
import { outworkersRoutes } from './outworkers/routes.ts';
import { packagingRoutes } from './packaging/routes.ts';
import { pdvSalesRoutes } from './pdv-sales/routes.ts';
import { adminPlanRoutes } from './plans/admin-routes.ts';
import { processesRoutes } from './processes/routes.ts';
import { productCostsRoutes } from './product-costs/routes.ts';
import { productionOrdersRoutes } from './production-orders/routes.ts';
import { productsRoutes } from './products/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { qualityControlRoutes } from './quality-control/routes.ts';
import { receivablesRoutes } from './receivables/routes.ts';
import { salePricesRoutes } from './sale-prices/routes.ts';
import { salesCenterRoutes } from './sales-center/routes.ts';
import { salesOrdersRoutes } from './sales-orders/routes.ts';
import { salesSettingsRoutes } from './sales-settings/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { adminSeoRoutes } from './seo/admin-routes.ts';
import { stockRoutes } from './stock/routes.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { supplierRoutes } from './suppliers/routes.ts';
import { userRoutes } from './users/routes.ts';
import { workshopMessagesRoutes } from './workshop-messages/routes.ts';
import { workshopPortalMessagesRoutes } from './workshop-messages/workshop-routes.ts';
import { workshopPaymentsRoutes } from './workshop-payments/routes.ts';
import { workshopPortalRoutes } from './workshops/portal-routes.ts';
import { workshopLinksRoutes } from './workshops/routes.ts';

/** Every API route of the product. A route not listed here is not served. */
export const apiRoutes: ApiRoute[] = [
  ...companyRoutes,
  ...onboardingChecklistRoutes,
  ...subscriptionRoutes,
  ...dashboardRoutes,
  ...supplierRoutes,
  ...productsRoutes,
  ...materialsRoutes,
  ...employeesRoutes,
  ...outworkersRoutes,
  ...processesRoutes,
  ...productCostsRoutes,
  ...salePricesRoutes,
  ...stockRoutes,
  ...productionOrdersRoutes,
  ...batchesRoutes,
  ...cuttingRoutes,
  ...batchDispatchRoutes,
  ...qualityControlRoutes,
  ...workshopPaymentsRoutes,
  ...workshopLinksRoutes,
  ...workshopPortalRoutes,
  ...workshopMessagesRoutes,
  ...workshopPortalMessagesRoutes,
  ...packagingRoutes,
  ...customerRoutes,
  ...salesSettingsRoutes,
  ...salesOrdersRoutes,
  ...cashSessionsRoutes,
  ...pdvSalesRoutes,
  ...receivablesRoutes,
  ...salesCenterRoutes,
  ...searchRoutes,
  ...pushRoutes,
  ...userRoutes,
  ...adminRoutes,
  ...billingRoutes,
  ...adminPaymentRoutes,
  ...adminPlanRoutes,
  ...adminSeoRoutes,
];
