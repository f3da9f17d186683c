import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * hono's bodyLimit, without its cost for the usual request: a request without a body, or one that states its
 * length, is judged from its headers alone (hono's version first asks for the body stream, which builds a web
 * Request and stream around every request). A chunked body is counted by hono's version as it is read.
 */
export function bodySizeLimit(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const counted = bodyLimit(options);
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > options.maxSize ? options.onError(c) : next();
    }
    return counted(c, next);
  };
}
