import { can, isPlatformStaff } from '@alinhavo/domain';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { loadIdentity } from '../../modules/companies/identity.ts';
import { assertSubscriptionAllows } from '../../modules/subscriptions/subscription-guard.ts';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { runAsPlatformStaff, runAsTenant } from '../db/tenant.ts';
import { logger } from '../log/logger.ts';
import { safeError } from '../log/safe-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { AppEnv } from './app-env.ts';
import { AppError, fieldErrors, forbidden, invalid, unauthenticated } from './errors.ts';
import type { ApiRoute, RouteAccess } from './route.ts';
import type { TenantContext } from './tenant-context.ts';

export type RouteDeps = { db: Db; auth: Auth; mailer: Mailer; publicUrl: string; storage: FileStorage };

/** Mounts the tenant routes: session → tenant context → permission → validated input → one tenant transaction. */
export function registerRoutes(app: Hono<AppEnv>, routes: ApiRoute[], deps: RouteDeps): void {
  for (const route of routes) {
    app.on(route.method.toUpperCase(), `/api${route.path}`, async (c) => {
      const tenant = await resolveTenant(c, deps);
      c.set('tenant', tenant);
      if (!allowed(route.access, tenant)) throw forbidden();
      const params = parse(route.params, c.req.param());
      const query = parse(route.query, c.req.query());
      const body = route.body ? parse(route.body, await readJson(c)) : undefined;
      const deferred: (() => Promise<void>)[] = [];
      const services = {
        mailer: deps.mailer,
        publicUrl: deps.publicUrl,
        storage: deps.storage,
        defer: (work: () => Promise<void>) => void deferred.push(work),
      };
      const run = async (tx: Parameters<ApiRoute['handler']>[0]['tx']) => {
        if (typeof route.access === 'object')
          await assertSubscriptionAllows(tx, tenant, route.access.feature);
        return route.handler({ tenant, tx, params, query, body, c, services });
      };
      const result =
        route.access === 'platform-staff'
          ? await runAsPlatformStaff(deps.db, tenant.userId, run)
          : await runAsTenant(deps.db, tenant.companyId, run);
      for (const work of deferred) {
        // The change is committed; a failure here (e-mail queue, session clean-up) must not undo the answer.
        await work().catch((err) =>
          logger.error({ requestId: c.get('requestId'), err: safeError(err) }, 'after-commit work failed'),
        );
      }
      // Files and exports (CSV, PDF, photos) answer with their own Response.
      if (result instanceof Response) return result;
      if (route.status === 204) return c.body(null, 204);
      return c.json(result as object, route.status ?? 200);
    });
  }
}

function allowed(access: RouteAccess, tenant: TenantContext): boolean {
  if (access === 'signed-in') return true;
  if (access === 'platform-staff') return isPlatformStaff(tenant.role);
  if (access.roles && !access.roles.includes(tenant.role)) return false;
  return can(tenant.role, tenant.permissions, access.feature, access.action);
}

export async function resolveTenant(c: Context<AppEnv>, { db, auth }: RouteDeps): Promise<TenantContext> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw unauthenticated();
  const identity = await loadIdentity(db, session.user.id);
  if (!identity) throw unauthenticated();
  if (!identity.isActive) throw new AppError('ACCOUNT_DEACTIVATED');
  const { isActive: _active, lastAccessAt: _last, ...tenant } = identity;
  return tenant;
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw invalid({ _: 'Envie os dados em JSON.' });
  try {
    return await c.req.json();
  } catch {
    throw invalid({ _: 'JSON inválido.' });
  }
}
