// Public entry of this module: what other areas may use.
export { assertSuperAdmin, SUPER_ADMIN_ONLY_MESSAGE } from './admin-plans.service.ts';
export { toPublicPlan } from './plans.service.ts';
export { mountPublicPlanRoutes } from './public-routes.ts';
export { createPlansCache, provideSiteCaches, siteCachesOf } from './site-caches.ts';
export { PUBLIC_CACHE_TTL_MS, TtlCache } from './ttl-cache.ts';
