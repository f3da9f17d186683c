import type { ApiRoute } from '../platform/http/route.ts';
import { adminRoutes } from './admin/routes.ts';
import { adminPaymentRoutes, billingRoutes } from './billing/routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { adminPlanRoutes } from './plans/admin-routes.ts';
import { adminSeoRoutes } from './seo/admin-routes.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { supplierRoutes } from './suppliers/routes.ts';
import { userRoutes } from './users/routes.ts';

/** Every API route of the product. A route not listed here is not served. */
export const apiRoutes: ApiRoute[] = [
  ...companyRoutes,
  ...subscriptionRoutes,
  ...supplierRoutes,
  ...userRoutes,
  ...adminRoutes,
  ...billingRoutes,
  ...adminPaymentRoutes,
  ...adminPlanRoutes,
  ...adminSeoRoutes,
];
