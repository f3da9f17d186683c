import type { PublicPlansResponse, SalesContact } from '@alinhavo/domain';
import type { Hono } from 'hono';
import type { Db } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { listActivePlans } from './plans.service.ts';

/** GET /api/plans: public, for the landing page and checkout; cached briefly by browsers and proxies. */
export function mountPublicPlanRoutes(app: Hono<AppEnv>, db: Db, contact: SalesContact): void {
  app.get('/api/plans', async (c) => {
    const body: PublicPlansResponse = { items: await listActivePlans(db), contact };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });
}
