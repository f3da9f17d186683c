import type { ApiRoute } from '../platform/http/route.ts';
import { companyRoutes } from './companies/routes.ts';
import { supplierRoutes } from './suppliers/routes.ts';

/** Every tenant API route of the product. A route not listed here is not served. */
export const apiRoutes: ApiRoute[] = [...companyRoutes, ...supplierRoutes];
