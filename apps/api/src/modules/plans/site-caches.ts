import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../platform/db/client.ts';
import { listActivePlans } from './plans.service.ts';
import { PUBLIC_CACHE_TTL_MS, TtlCache } from './ttl-cache.ts';

export type PlansCache = TtlCache<Awaited<ReturnType<typeof listActivePlans>>>;

export function createPlansCache(db: Db): PlansCache {
  return new TtlCache(() => listActivePlans(db), PUBLIC_CACHE_TTL_MS);
}

/** Anything a staff write must refresh at once after it commits. */
export type SiteCaches = { plans: { invalidate(): void }; seo: { invalidate(): void } };

const KEY = 'siteCaches';

/** Makes the app's public caches reachable from the admin routes' handlers, which invalidate them on write. */
export function provideSiteCaches(caches: SiteCaches): MiddlewareHandler {
  return async (c, next) => {
    c.set(KEY, caches);
    await next();
  };
}

export function siteCachesOf(c: Context): SiteCaches {
  const caches = c.get(KEY) as SiteCaches | undefined;
  if (!caches) throw new Error('site caches are not configured for this app');
  return caches;
}
