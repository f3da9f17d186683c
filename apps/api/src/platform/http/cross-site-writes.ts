import type { ApiErrorBody } from '@alinhavo/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export const CROSS_SITE_MESSAGE = 'Requisição recusada: ela não partiu do próprio Alinhavo.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type CrossSiteOptions = {
  /** The install's public address (PUBLIC_URL): pages served there may write. */
  publicUrl: string;
  /** Paths called by other servers and checked another way (a provider's signed webhook, the test clock). */
  exempt?: (path: string) => boolean;
};

/**
 * Refuses state-changing requests (anything but GET/HEAD/OPTIONS) that a browser made for another site, before
 * any handler runs: the same rule better-auth applies to its routes, for every /api route.
 *
 * - `Sec-Fetch-Site: cross-site` or `same-site` is refused: a page of another site (or a sibling subdomain)
 *   asked for it, whatever it claims elsewhere.
 * - An `Origin` header must be the public address or the address the request was sent to (the app is served on
 *   any host and port, decisions.md); anything else, `null` included (sandboxed frames, data: pages), is refused.
 * - A request with neither header is let through, deliberately: every current browser sends `Origin` with a
 *   cross-origin POST/PUT/PATCH/DELETE (fetch, XHR and form posts alike) and `Sec-Fetch-Site` with every request,
 *   so a request carrying neither did not come from a page in a browser. It comes from curl, a server, a script
 *   holding its own cookies or token: a client that cannot ride on a victim's session, which is what this check
 *   prevents. Refusing it would break integrators and gain nothing.
 *
 * JSON, form (urlencoded, multipart) and text/plain bodies are treated alike: the check never looks at the body.
 */
export function refuseCrossSiteWrites({ publicUrl, exempt }: CrossSiteOptions): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt?.(c.req.path)) return next();
    if (!isCrossSiteRequest(c.req.raw, publicOrigin)) return next();
    const body: ApiErrorBody = {
      error: { code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE, requestId: c.get('requestId') },
    };
    return c.json(body, 403);
  };
}

/**
 * The rule above for one request: made by a page of another site (`Sec-Fetch-Site`), or carrying an `Origin`
 * that is neither the public address nor the one the request was sent to. Also applied to the realtime socket's
 * upgrade (a GET a page of any site could open with the user's cookies).
 */
export function isCrossSiteRequest(request: Request, publicOrigin: string): boolean {
  const site = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  const origin = request.headers.get('origin')?.trim();
  const allowedOrigin = (value: string) => value === publicOrigin || value === new URL(request.url).origin;
  return site === 'cross-site' || site === 'same-site' || (origin !== undefined && !allowedOrigin(origin));
}
