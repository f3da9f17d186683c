import type { PublicPlansResponse, SalesContact } from '@alinhavo/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import type { PlansCache } from './site-caches.ts';

/**
 * GET /api/plans: public, for the landing page and checkout. The server keeps the plans 5 minutes (one query
 * per 5 minutes, not per visit) and drops them when staff edit a plan; browsers revalidate every time so an edit
 * shows at once.
 */
export function mountPublicPlanRoutes(app: Hono<AppEnv>, plans: PlansCache, contact: SalesContact): void {
  app.get('/api/plans', async (c) => {
    const body: PublicPlansResponse = { items: await plans.get(), contact };
    c.header('Cache-Control', 'no-cache');
    return c.json(body);
  });
}
