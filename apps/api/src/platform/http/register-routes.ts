import { can, isPlatformStaff, WORKSHOP_MESSAGES } from '@alinhavo/domain';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Auth } from '../auth/auth.ts';
import type { Db, Tx } from '../db/client.ts';
import { pgErrorOf } from '../db/pg-errors.ts';
import { runRequestTransaction } from '../db/request-transaction.ts';
import {
  enterAppRole,
  platformStaffSettings,
  runAsTenant,
  tenantSettings,
  workshopSettings,
} from '../db/tenant.ts';
import { logger } from '../log/logger.ts';
import { safeError } from '../log/safe-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileLinks } from '../storage/signed-links.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { AppEnv } from './app-env.ts';
import { fieldErrors, forbidden, invalid, notFound, unauthenticated } from './errors.ts';
import { type JsonBody, readJsonBody } from './json-body.ts';
import { type CacheReads, RequestContextLoader, type SessionRef } from './request-context.ts';
import type { RequestHooks } from './request-hooks.ts';
import { responseMismatch } from './response-check.ts';
import type { ApiRoute, RouteAccess } from './route.ts';
import type { TenantContext } from './tenant-context.ts';

export type RouteDeps = {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  publicUrl: string;
  storage: FileStorage;
  /** Signed download addresses of stored files (receipts). */
  fileLinks?: FileLinks;
  /** Identity loading and the subscription guard, owned by modules and handed over by the composition root. */
  hooks: RequestHooks;
  /** Checks every answer against the route's zod contract (500 on a mismatch); on unless NODE_ENV=production. */
  checkResponses?: boolean;
};

/**
 * Thrown inside the transaction when the session, identity or subscription read from the caches was dropped after
 * it was looked up: the request starts again. It may reach here as the cause of a driver's error.
 */
const STALE_CACHES = Symbol('stale caches');
const isStale = (error: unknown) =>
  error === STALE_CACHES || (error instanceof Error && error.cause === STALE_CACHES);

/**
 * A transaction PostgreSQL ended to resolve a deadlock or a serialization conflict: nothing of it was kept, so
 * the request runs again (at most twice more) instead of answering 500.
 */
const abortedByDatabase = (error: unknown) => {
  const { code } = pgErrorOf(error);
  return code === '40P01' || code === '40001';
};

/**
 * Mounts the tenant routes. With warm caches a request is one transaction: BEGIN, one statement that sets the role
 * and the tenant, the route's own queries, COMMIT (on PostgreSQL the first three travel together: see
 * request-transaction.ts). Session, identity and subscription come from per-process caches that the database's
 * notifications empty when they change.
 */
export function registerRoutes(app: Hono<AppEnv>, routes: ApiRoute[], deps: RouteDeps): RequestContextLoader {
  const loader = new RequestContextLoader(deps.db, deps.auth, deps.hooks);
  const checkResponses = deps.checkResponses ?? process.env.NODE_ENV !== 'production';
  for (const route of routes) {
    app.on(route.method.toUpperCase(), `/api${route.path}`, async (c) => {
      // Read before the transaction so a slow upload never holds a connection; validated after the access checks.
      const body = route.body ? await readJsonBody(c) : undefined;
      const deferred: (() => Promise<void>)[] = [];
      const services = {
        mailer: deps.mailer,
        publicUrl: deps.publicUrl,
        storage: deps.storage,
        fileLinks: deps.fileLinks,
        defer: (work: () => Promise<void>) => void deferred.push(work),
      };
      let result: unknown;
      for (let attempt = 0; ; attempt++) {
        const session = await loader.session(c.req.raw.headers);
        if (!session) throw unauthenticated();
        try {
          result = await runRequestTransaction(deps.db, (tx, afterFirstAnswer) =>
            serve(tx, {
              c,
              route,
              session,
              body,
              services,
              afterFirstAnswer: attempt === 0 && afterFirstAnswer,
            }),
          );
          break;
        } catch (error) {
          if (!isStale(error) && !(attempt < 2 && abortedByDatabase(error))) throw error;
          deferred.length = 0;
        }
      }
      for (const work of deferred) {
        // The change is committed; a failure here (e-mail queue, session clean-up) must not undo the answer.
        await work().catch((err) =>
          logger.error({ requestId: c.get('requestId'), err: safeError(err) }, 'after-commit work failed'),
        );
      }
      // Files and exports (CSV, PDF, photos) answer with their own Response.
      if (result instanceof Response) return result;
      if (checkResponses) {
        const mismatch = responseMismatch(route, result);
        if (mismatch) {
          logger.error({ requestId: c.get('requestId'), mismatch }, 'answer does not match its contract');
          return c.json(
            { error: { code: 'INTERNAL', message: mismatch, requestId: c.get('requestId') } },
            500,
          );
        }
      }
      if (route.status === 204) return c.body(null, 204);
      // With its length stated, a small answer goes out as it is, without being streamed through the compressor.
      const text = JSON.stringify(result);
      return c.body(text, route.status ?? 200, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
      });
    });
  }

  type Request = {
    c: Context<AppEnv>;
    route: ApiRoute;
    session: SessionRef;
    body: JsonBody | undefined;
    services: Parameters<ApiRoute['handler']>[0]['services'];
    /** On the first attempt: registers the check of the caches read, once the transaction's first answer is in. */
    afterFirstAnswer: ((check: () => void) => void) | false;
  };

  async function serve(tx: Tx, request: Request): Promise<unknown> {
    const { c, route, session, body, services, afterFirstAnswer } = request;
    const reads: CacheReads = {};
    // Changes notified to this connection arrive before the transaction's first answer: what the caches gave may
    // have been dropped meanwhile (signed out, deactivated, cancelled), and is then looked up again.
    if (afterFirstAnswer) {
      afterFirstAnswer(() => {
        if (!loader.stillCurrent(session, reads)) throw STALE_CACHES;
      });
    }
    if (route.access === 'workshop') return serveWorkshop(tx, request);
    const { tenant, identity } = await loader.tenant(tx, session.userId, reads);
    c.set('tenant', tenant);
    if (!allowed(route.access, tenant)) throw forbidden();
    const params = parse(route.params, c.req.param());
    const query = parse(route.query, c.req.query());
    const input = route.body && body ? parse(route.body, jsonValue(body)) : undefined;
    const staff = route.access === 'platform-staff';
    await enterAppRole(tx, staff ? platformStaffSettings(tenant.userId) : tenantSettings(tenant.companyId));
    if (typeof route.access === 'object') {
      deps.hooks.subscription.check(
        await loader.subscription(tx, tenant.companyId, reads),
        tenant,
        route.access.feature,
      );
    }
    const at = new Date();
    if (loader.accessDue(identity, at)) {
      // Once every few minutes, after the request's transaction and in its own: locking the caller's profile row
      // inside the request could deadlock with a request changing that profile (an owner demoting this one).
      const record = (t: Tx) => deps.hooks.identity.recordAccess(t, tenant.userId, at);
      services.defer(async () => {
        await runAsTenant(deps.db, tenant.companyId, record);
        loader.accessRecorded(tenant.userId, at);
      });
    }
    return route.handler({ tenant, tx, params, query, body: input, c, services });
  }

  /**
   * A workshop portal route: the caller must be a workshop login (a company member gets 403 'Acesso restrito à
   * facção.'), and a `:companyId` in the path one of its active associations (404 otherwise, never saying more).
   * The transaction then runs as the app role with the workshop settings: never app.company_id.
   */
  async function serveWorkshop(tx: Tx, request: Request): Promise<unknown> {
    const { c, route, session, body, services } = request;
    await enterAppRole(tx, { 'app.user_id': session.userId });
    const identity = await deps.hooks.workshop.load(tx, session.userId);
    if (!identity) throw forbidden(WORKSHOP_MESSAGES.restricted);
    const chosen = c.req.param('companyId');
    if (chosen !== undefined && !identity.activeCompanyIds.includes(chosen)) {
      throw notFound(WORKSHOP_MESSAGES.companyNotFound);
    }
    const params = parse(route.params, c.req.param());
    const query = parse(route.query, c.req.query());
    const input = route.body && body ? parse(route.body, jsonValue(body)) : undefined;
    const companyId = chosen ?? null;
    await enterAppRole(tx, workshopSettings(session.userId, companyId));
    const workshop = { ...identity, companyId };
    return route.handler({
      tenant: undefined as never,
      workshop,
      tx,
      params,
      query,
      body: input,
      c,
      services,
    });
  }

  return loader;
}

function allowed(access: RouteAccess, tenant: TenantContext): boolean {
  if (access === 'signed-in') return true;
  if (access === 'workshop') return false;
  if (access === 'platform-staff') return isPlatformStaff(tenant.role);
  if (access.roles && !access.roles.includes(tenant.role)) return false;
  return can(tenant.role, tenant.permissions, access.feature, access.action);
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

function jsonValue(body: JsonBody): unknown {
  if ('error' in body) throw invalid(body.error);
  return body.value;
}
