import { REALTIME_MAX_MESSAGE_BYTES } from '@alinhavo/domain';
import { upgradeWebSocket } from '@hono/node-server';
import type { Hono } from 'hono';
import type { WebSocket } from 'ws';
import { WebSocketServer } from 'ws';
import { listenForCacheChanges } from '../cache/cache-notifications.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '../http/cross-site-writes.ts';
import { AppError } from '../http/errors.ts';
import type { RequestContextLoader } from '../http/request-context.ts';
import type { SubscriptionGuard } from '../http/request-hooks.ts';
import { logger } from '../log/logger.ts';
import { safeError } from '../log/safe-error.ts';
import { RealtimeGateway } from './gateway.ts';
import type { RealtimeHub } from './hub.ts';
import { memberResolver } from './member.ts';
import type { PrincipalResolver } from './principal.ts';
import type { TopicDefinition } from './topics.ts';
import { TopicRegistry } from './topics.ts';

/** The socket's address: one per signed-in tab. */
export const REALTIME_PATH = '/api/realtime';

/** How long an upgrade waits for this process to start listening to the database before it is refused. */
const LISTEN_TIMEOUT_MS = 5_000;

/**
 * The WebSocket server to hand `serve()` (`websocket: { server }`): @hono/node-server upgrades the requests the
 * app's handler accepted. Client messages are small; larger ones end the socket (1009).
 */
export function createRealtimeSocketServer(): WebSocketServer {
  return new WebSocketServer({ noServer: true, maxPayload: REALTIME_MAX_MESSAGE_BYTES });
}

export type RealtimeMountOptions = {
  db: Db;
  hub: RealtimeHub;
  /** The route pipeline's session and identity reader (its caches are shared with the HTTP routes). */
  loader: RequestContextLoader;
  subscriptionGuard: SubscriptionGuard<unknown>;
  publicUrl: string;
  /** Topic kinds modules define, registered by the composition root. */
  topics: TopicDefinition[];
  /** Logins other than a company's members (tried after the member resolver). */
  resolvers?: PrincipalResolver[];
  /** Test knobs: re-check and heartbeat periods. */
  recheckEveryMs?: number;
  heartbeatMs?: number;
};

/**
 * GET /api/realtime upgraded to a WebSocket. Before the upgrade, like any state-changing route: a request made by
 * another site's page is refused (403), a request without a live session gets 401, a deactivated member 403.
 * The socket is then re-checked at every subscription, whenever the database notifies a change of its session,
 * user or company, and every minute.
 */
export function mountRealtime(app: Hono<AppEnv>, options: RealtimeMountOptions): RealtimeGateway {
  const topics = new TopicRegistry();
  for (const topic of options.topics) topics.register(topic);
  const gateway = new RealtimeGateway({
    hub: options.hub,
    topics,
    readSession: async (headers) => {
      const session = await options.loader.session(headers);
      return session && { sessionId: session.sessionId, userId: session.userId };
    },
    resolvers: [
      memberResolver(options.db, options.loader, options.subscriptionGuard),
      ...(options.resolvers ?? []),
    ],
    ...(options.recheckEveryMs ? { recheckEveryMs: options.recheckEveryMs } : {}),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });
  const changes = listenForCacheChanges(options.db, (change) => gateway.changed(change));
  options.hub.onClose(() => {
    changes.stop();
    gateway.closeAll();
  });
  const publicOrigin = new URL(options.publicUrl).origin;

  app.get(REALTIME_PATH, async (c, next) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      throw new AppError('VALIDATION', 'Este endereço aceita apenas conexões WebSocket.');
    }
    if (isCrossSiteRequest(c.req.raw, publicOrigin)) throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
    const authenticated = await gateway.authenticate(c.req.raw.headers);
    try {
      await withTimeout(gateway.ready(), LISTEN_TIMEOUT_MS);
    } catch (err) {
      logger.error({ err: safeError(err) }, 'realtime: not listening to the database');
      throw new AppError('INTERNAL', 'Atualização em tempo real indisponível no momento.');
    }
    const upgrade = upgradeWebSocket(() => ({
      onOpen: (_event, ws) => gateway.accept(ws.raw as WebSocket, authenticated),
    }));
    return upgrade(c, next);
  });
  return gateway;
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
