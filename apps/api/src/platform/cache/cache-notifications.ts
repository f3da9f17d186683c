import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../db/client.ts';
import { logger } from '../log/logger.ts';
import { safeError } from '../log/safe-error.ts';

/** The channel migration 0013's triggers notify when a session, a member's identity or a company's plan changes. */
export const CACHE_CHANNEL = 'alinhavo_cache';

export type CacheChange = { kind: 'session' | 'user' | 'company'; id: string };
export type CacheChangeListener = (change: CacheChange) => void;

export type CacheNotifications = {
  /** False until the database delivers notifications to this process: nothing may be cached before that. */
  readonly active: boolean;
  stop(): void;
};

type Hub = { listeners: Set<CacheChangeListener>; active: boolean };
const hubs = new WeakMap<object, Hub>();

export function parseCacheChange(payload: string | undefined): CacheChange | null {
  const at = payload?.indexOf(':') ?? -1;
  if (!payload || at < 0) return null;
  const kind = payload.slice(0, at);
  if (kind !== 'session' && kind !== 'user' && kind !== 'company') return null;
  return { kind, id: payload.slice(at + 1) };
}

/**
 * Delivers the cache notifications of the database behind `db`, from every API process.
 *
 * PostgreSQL: every connection of the pool LISTENs (once, when first handed out). A backend delivers its own
 * transaction's notifications before answering its COMMIT, so a change made by this process drops the caches
 * before the writer's next line runs; other processes' idle connections receive it at once, and a connection
 * receives pending notifications before the answer to the next request's BEGIN. A pool with no open connection
 * has served nothing for longer than any cache entry lives.
 * PGlite: one session, which hears its own notifications while reading the COMMIT's answer.
 */
export function listenForCacheChanges(db: Db, listener: CacheChangeListener): CacheNotifications {
  const client = (db as unknown as { $client: unknown }).$client as object;
  let hub = hubs.get(client);
  if (!hub) {
    const created: Hub = { listeners: new Set(), active: false };
    hub = created;
    hubs.set(client, created);
    const dispatch = (payload: string | undefined) => {
      const change = parseCacheChange(payload);
      if (change) for (const each of created.listeners) each(change);
    };
    // PGlite has listen(); anything else is node-postgres's pool (duck-typed: a bundle may hold its own copy of pg).
    if (typeof (client as Partial<PGlite>).listen === 'function')
      listenOnPglite(client as PGlite, dispatch, created);
    else listenOnPool(client as pg.Pool, dispatch, created);
  }
  const own = hub;
  own.listeners.add(listener);
  return {
    get active() {
      return own.active;
    },
    stop: () => void own.listeners.delete(listener),
  };
}

function listenOnPool(pool: pg.Pool, dispatch: (payload: string | undefined) => void, hub: Hub): void {
  const listening = new WeakSet<pg.ClientBase>();
  const listen = (connection: pg.ClientBase) => {
    listening.add(connection);
    connection.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) dispatch(message.payload);
    });
    return connection.query(`LISTEN ${CACHE_CHANNEL}`);
  };
  // New connections listen before the pool hands them out (pg-pool's onConnect hook, awaited).
  const options = pool.options as pg.PoolConfig & { onConnect?: (client: pg.ClientBase) => unknown };
  const previous = options.onConnect;
  options.onConnect = async (connection) => {
    await previous?.(connection);
    await listen(connection);
  };
  // A connection opened before (the migration's) listens when first borrowed: queued before the borrower's statement.
  pool.on('acquire', (connection) => {
    if (listening.has(connection)) return;
    listen(connection).catch((err) => {
      listening.delete(connection);
      logger.error({ err: safeError(err) }, 'cache notifications: LISTEN failed');
    });
  });
  hub.active = true;
}

function listenOnPglite(pglite: PGlite, dispatch: (payload: string | undefined) => void, hub: Hub): void {
  pglite
    .listen(CACHE_CHANNEL, dispatch)
    .then(() => {
      hub.active = true;
    })
    .catch((err) => logger.error({ err: safeError(err) }, 'cache notifications: LISTEN failed'));
}
