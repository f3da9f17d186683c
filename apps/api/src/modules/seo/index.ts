// Public entry of this module: what other areas may use.
export { mountPublicSeoRoutes } from './public-routes.ts';
export { injectSeoHead } from './render-head.ts';
export { createSeoCache } from './seo-cache.ts';
