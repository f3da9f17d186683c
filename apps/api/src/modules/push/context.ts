import type { Context, MiddlewareHandler } from 'hono';
import type { RouteServices } from '../../platform/http/route.ts';
import type { PushMessage, PushService } from './push-service.ts';

const KEY = 'push';

/** Hands the push service (made once at start, with the VAPID keys) to every API request. */
export function providePush(push: PushService): MiddlewareHandler {
  return async (c, next) => {
    c.set(KEY as never, push as never);
    await next();
  };
}

export function pushOf(c: Context): PushService {
  const push = c.get(KEY as never) as PushService | undefined;
  if (!push) throw new Error('push is not configured for this app');
  return push;
}

/**
 * part2 §7 'send-push' from a route: started once the request's transaction has committed (never inside it, so a
 * rolled-back change notifies nobody and a slow push service holds no connection), and not waited for by the
 * answer. Failures are logged, never thrown to the caller.
 */
export function sendPush(c: Context, services: Pick<RouteServices, 'defer'>, message: PushMessage): void {
  const push = pushOf(c);
  services.defer(async () => push.post(message));
}
