import {
  API_ERROR_MESSAGES,
  type ApiErrorBody,
  FALLBACK_SALES_CONTACT,
  PAYMENT_RECEIPT_MESSAGES,
  PRODUCT_PHOTO_TOO_LARGE,
  type SalesContact,
  seoHead,
} from '@alinhavo/domain';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { realtimeResolvers, realtimeTopics } from './app-realtime.ts';
import type { Billing } from './modules/billing/index.ts';
import { createBilling, mountBillingWebhook, provideBilling } from './modules/billing/index.ts';
import { identityHooks } from './modules/companies/index.ts';
import { apiRoutes } from './modules/index.ts';
import { createPlansCache, mountPublicPlanRoutes, provideSiteCaches } from './modules/plans/index.ts';
import { isPhotoUpload, PHOTO_UPLOAD_MAX_BODY_BYTES } from './modules/products/index.ts';
import { createPushService, type PushService, providePush } from './modules/push/index.ts';
import { createSeoCache, injectSeoHead, mountPublicSeoRoutes } from './modules/seo/index.ts';
import { subscriptionGuard } from './modules/subscriptions/index.ts';
import { endConversations } from './modules/workshop-messages/index.ts';
import { isReceiptUpload, RECEIPT_UPLOAD_MAX_BODY_BYTES } from './modules/workshop-payments/index.ts';
import { onAssociationRemoved, workshopHooks, workshopUserIds } from './modules/workshops/index.ts';
import type { Auth } from './platform/auth/auth.ts';
import type { Db } from './platform/db/client.ts';
import type { AppEnv } from './platform/http/app-env.ts';
import { mountAuth } from './platform/http/auth-mount.ts';
import { bodySizeLimit } from './platform/http/body-size-limit.ts';
import { compressResponses } from './platform/http/compression.ts';
import { refuseCrossSiteWrites } from './platform/http/cross-site-writes.ts';
import { AppError, fromDatabaseError } from './platform/http/errors.ts';
import { refuseInvalidText } from './platform/http/invalid-text.ts';
import { buildOpenApiDocument } from './platform/http/openapi.ts';
import { registerRoutes } from './platform/http/register-routes.ts';
import type { ApiRoute } from './platform/http/route.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { mountWeb } from './platform/http/static-web.ts';
import { mountTestClock } from './platform/http/test-clock-route.ts';
import { logger } from './platform/log/logger.ts';
import { safeError } from './platform/log/safe-error.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { mountRealtime, type RealtimeHub } from './platform/realtime/index.ts';
import { createFileLinks, mountSignedFiles } from './platform/storage/signed-links.ts';
import { type FileStorage, unconfiguredStorage } from './platform/storage/storage.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
export const VERSION = '0.1.0';

export type AppDeps = {
  db: Db;
  auth: Auth;
  trustProxy?: boolean;
  webDist?: string;
  routes?: ApiRoute[];
  mailer: Mailer;
  /** The app's public address, for links in e-mails. */
  publicUrl: string;
  /** How the public site reaches sales (SALES_WHATSAPP, SALES_EMAIL). */
  salesContact?: SalesContact;
  /** The payment provider, chosen once at start; the built-in one without dev-confirm when not given. */
  billing?: Billing;
  /** TEST_CLOCK=on: mounts POST /api/test/clock for browser journeys (never in a real install). */
  testClock?: boolean;
  /** Uploaded files (product photos); apps that never store files may leave it out. */
  storage?: FileStorage;
  /** This process's listener of the database's realtime events: GET /api/realtime is served only with it. */
  realtime?: RealtimeHub;
  /** Web push, made at start with the VAPID keys; push is off (no key offered, nothing sent) when not given. */
  push?: PushService;
};

// Removing a workshop's association ends its open conversation with the company (part2 §4).
onAssociationRemoved(async (tx, { companyId, faccaoId }) => {
  await endConversations(tx, companyId, faccaoId);
});

export function createApp({
  db,
  auth,
  trustProxy = false,
  webDist,
  routes = apiRoutes,
  mailer,
  publicUrl,
  salesContact = FALLBACK_SALES_CONTACT,
  billing = createBilling({ devConfirm: false }),
  testClock = false,
  storage = unconfiguredStorage,
  realtime,
  push = createPushService({ db, workshopUsers: workshopUserIds }),
}: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use('*', requestId());
  app.use('*', secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  // Content-Security-Policy, Permissions-Policy, and no-store on the API's personal answers.
  app.use('*', securityHeaders());
  app.use('*', compressResponses());
  app.use('*', async (c, next) => {
    c.set(
      'clientIp',
      clientIp(c.req.raw.headers, trustProxy, () => safeRemoteAddress(c)),
    );
    const started = performance.now();
    await next();
    if (!c.req.path.startsWith('/api/')) return;
    const tenant = c.get('tenant');
    logger.info({
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      ...(tenant ? { companyId: tenant.companyId, userId: tenant.userId } : {}),
    });
  });
  const jsonLimit = bodySizeLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json(errorBody('PAYLOAD_TOO_LARGE', API_ERROR_MESSAGES.PAYLOAD_TOO_LARGE, c.get('requestId')), 413),
  });
  // A product photo may be up to 5 MB; every other body keeps the 1 MiB limit.
  const photoLimit = bodySizeLimit({
    maxSize: PHOTO_UPLOAD_MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', PRODUCT_PHOTO_TOO_LARGE, c.get('requestId')), 413),
  });
  // A payment receipt may be up to 10 MB.
  const receiptLimit = bodySizeLimit({
    maxSize: RECEIPT_UPLOAD_MAX_BODY_BYTES,
    onError: (c) =>
      c.json(errorBody('PAYLOAD_TOO_LARGE', PAYMENT_RECEIPT_MESSAGES.tooLarge, c.get('requestId')), 413),
  });
  app.use('/api/*', (c, next) => {
    if (isPhotoUpload(c.req.method, c.req.path)) return photoLimit(c, next);
    if (isReceiptUpload(c.req.method, c.req.path)) return receiptLimit(c, next);
    return jsonLimit(c, next);
  });
  // Before every handler, better-auth's included: no writes from other sites' pages, no text the database
  // cannot store. The payment provider's signed webhook and the browser tests' clock are called by machines.
  const machineCall = (path: string) =>
    path.startsWith('/api/billing/webhooks/') || path === '/api/test/clock';
  app.use('/api/*', refuseCrossSiteWrites({ publicUrl, exempt: machineCall }));
  // better-auth reads the raw request itself: its bodies are checked on a copy.
  app.use(
    '/api/*',
    refuseInvalidText({ exempt: machineCall, rawBody: (path) => path.startsWith('/api/auth/') }),
  );

  app.get('/api/health', async (c) => c.json({ status: 'ok', version: VERSION }));
  app.get('/api/openapi.json', (c) => c.json(buildOpenApiDocument(routes, VERSION)));
  if (testClock) mountTestClock(app);
  // Public plans and SEO settings: read at most every 5 minutes; a staff edit drops the cache (part1 §9).
  const siteCaches = { plans: createPlansCache(db), seo: createSeoCache(db) };
  mountPublicPlanRoutes(app, siteCaches.plans, salesContact);
  mountPublicSeoRoutes(app, siteCaches.seo, publicUrl);
  mountAuth(app, auth);
  if (billing.provider.webhook) mountBillingWebhook(app, db, billing.provider.webhook);
  app.use('/api/*', provideBilling(billing));
  app.use('/api/*', provideSiteCaches(siteCaches));
  app.use('/api/*', providePush(push));
  const hooks = { identity: identityHooks, subscription: subscriptionGuard, workshop: workshopHooks };
  // Receipts are downloaded through signed addresses (part2 §9), signed with a key derived from the auth secret.
  const fileLinks = createFileLinks(auth.options.secret ?? '');
  mountSignedFiles(app, storage, fileLinks);
  const loader = registerRoutes(app, routes, { db, auth, mailer, publicUrl, storage, fileLinks, hooks });
  if (realtime) {
    mountRealtime(app, {
      db,
      hub: realtime,
      loader,
      subscriptionGuard: hooks.subscription,
      publicUrl,
      topics: realtimeTopics,
      resolvers: realtimeResolvers(db),
    });
  }
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', 'Rota não encontrada.', c.get('requestId')), 404));
  if (webDist) {
    const renderHead = async (html: string, path: string) =>
      injectSeoHead(html, seoHead(await siteCaches.seo.get(), { path, baseUrl: publicUrl }));
    mountWeb(app, webDist, { renderHead });
  }

  app.onError((error, c) => {
    const requestId = c.get('requestId');
    const known = error instanceof AppError ? error : fromDatabaseError(error);
    if (known) {
      if (known.code === 'NOT_FOUND' && !(error instanceof AppError)) {
        logger.error({ requestId, err: safeError(error) }, 'row-level security refused a row');
      }
      return c.json(errorBody(known.code, known.message, requestId, known.fields), known.status as 400);
    }
    logger.error({ requestId, err: safeError(error), path: c.req.path }, 'unhandled error');
    return c.json(errorBody('INTERNAL', API_ERROR_MESSAGES.INTERNAL, requestId), 500);
  });

  return app;
}

function errorBody(
  code: ApiErrorBody['error']['code'],
  message: string,
  requestId: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: { code, message, requestId, ...(fields ? { fields } : {}) } };
}

function safeRemoteAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The client's address: the socket's, or the first hop a trusted proxy reports. Never a header the client chose. */
function clientIp(headers: Headers, trustProxy: boolean, socketAddress: () => string): string {
  if (trustProxy) {
    const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress();
}
