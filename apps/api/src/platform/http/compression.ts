import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const ACCEPTS_COMPRESSION = /\b(?:gzip|deflate)\b/i;

/**
 * gzip for text over 1 KiB (pages, scripts, styles, JSON) when the client accepts it: a phone on 4G pays for
 * bytes. A request that accepts no compression skips the middleware, which would otherwise turn every answer into
 * a stream just to look at it; answers that state a small Content-Length are left as they are.
 */
export function compressResponses(): MiddlewareHandler {
  const gzip = compress();
  return (c, next) =>
    ACCEPTS_COMPRESSION.test(c.req.header('accept-encoding') ?? '') ? gzip(c, next) : next();
}
