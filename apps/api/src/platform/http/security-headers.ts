import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './content-security-policy.ts';

const DEFAULT_CSP = contentSecurityPolicy();

/**
 * Headers on every answer, next to hono's secureHeaders: the Content-Security-Policy (an HTML page served by
 * mountWeb sets its own, with its inline scripts' hashes, and keeps it), the Permissions-Policy, and, for the API,
 * `Cache-Control: no-store` unless the route chose its caching itself (public plans and SEO revalidate; exports
 * already say no-store; a product photo at its versioned address is `private`, cached by this browser only). API
 * answers are personal (a company's records, the session), so no browser or proxy keeps them on disk.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('permissions-policy', PERMISSIONS_POLICY);
    } catch {
      // A response with immutable headers (one passed through from fetch): copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
    }
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', DEFAULT_CSP);
    headers.set('permissions-policy', PERMISSIONS_POLICY);
    if (c.req.path.startsWith('/api/') && !headers.has('cache-control'))
      headers.set('cache-control', 'no-store');
  };
}
