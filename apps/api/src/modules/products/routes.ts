import type { ApiRoute } from '../../platform/http/route.ts';
import { colorRoutes, sizeGridRoutes } from './color-routes.ts';
import { productRoutes } from './product-routes.ts';

export const productsRoutes: ApiRoute[] = [...colorRoutes, ...sizeGridRoutes, ...productRoutes];
