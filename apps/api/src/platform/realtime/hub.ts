import { type RealtimeEvent, realtimeRetryDelay } from '@alinhavo/domain';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { logger } from '../log/logger.ts';
import { safeError } from '../log/safe-error.ts';
import { EVENTS_CHANNEL, parseEventPayload } from './events.ts';

export type EventListener = (event: RealtimeEvent) => void;

/**
 * This process's ear on the database's realtime events (the fan-out across API processes: every process listens,
 * each forwards to its own sockets). PostgreSQL: one dedicated connection, not from the pool (a pooled one goes
 * back to other work, and a PgBouncer in transaction mode would drop the LISTEN), re-opened with the realtime
 * back-off when the server ends it. PGlite: `pglite.listen`, in the same process as every writer.
 */
export type RealtimeHub = {
  /** Starts listening (once); resolves when events reach this process. Rejects when the database cannot be reached. */
  start(): Promise<void>;
  /** `performance.now()` since when every event has reached this process; null while not listening. */
  readonly listeningSince: number | null;
  onEvent(listener: EventListener): () => void;
  /** Called when listening resumes after an interruption: events of the interruption were lost. */
  onGap(listener: () => void): () => void;
  /** Called once when the hub closes (the gateways close their sockets). */
  onClose(listener: () => void): void;
  close(): Promise<void>;
};

export type HubOptions = {
  /** Delay before re-listening after attempt `n` failed (default: the realtime back-off of part2 §9). */
  retryDelay?: (attempt: number) => number;
};

export function createRealtimeHub(db: Db, options: HubOptions = {}): RealtimeHub {
  const client = (db as unknown as { $client: unknown }).$client;
  const events = new Set<EventListener>();
  const gaps = new Set<() => void>();
  const closers: (() => void)[] = [];
  const dispatch = (payload: string | undefined) => {
    const event = parseEventPayload(payload);
    if (!event) return;
    for (const listener of events) {
      try {
        listener(event);
      } catch (err) {
        logger.error({ err: safeError(err) }, 'realtime: event listener failed');
      }
    }
  };
  const gap = () => {
    for (const listener of gaps) listener();
  };
  // PGlite has listen(); anything else is node-postgres's pool (duck-typed, as in cache-notifications.ts).
  const source =
    typeof (client as Partial<PGlite>).listen === 'function'
      ? pgliteSource(client as PGlite, dispatch)
      : postgresSource(client as pg.Pool, dispatch, gap, options.retryDelay ?? realtimeRetryDelay);
  return {
    start: source.start,
    get listeningSince() {
      return source.listeningSince();
    },
    onEvent(listener) {
      events.add(listener);
      return () => void events.delete(listener);
    },
    onGap(listener) {
      gaps.add(listener);
      return () => void gaps.delete(listener);
    },
    onClose(listener) {
      closers.push(listener);
    },
    async close() {
      for (const closer of closers.splice(0)) closer();
      await source.close();
    },
  };
}

type Source = { start(): Promise<void>; listeningSince(): number | null; close(): Promise<void> };

function pgliteSource(pglite: PGlite, dispatch: (payload: string | undefined) => void): Source {
  let since: number | null = null;
  let started: Promise<() => Promise<void>> | null = null;
  return {
    start() {
      started ??= pglite.listen(EVENTS_CHANNEL, dispatch).then((unlisten) => {
        since = performance.now();
        return unlisten;
      });
      return started.then(() => undefined);
    },
    listeningSince: () => since,
    async close() {
      since = null;
      const unlisten = await started?.catch(() => null);
      // The engine may already be closed by its owner: nothing is left to unlisten then.
      if (unlisten && !pglite.closed) await unlisten().catch(() => undefined);
    },
  };
}

function postgresSource(
  pool: pg.Pool,
  dispatch: (payload: string | undefined) => void,
  gap: () => void,
  retryDelay: (attempt: number) => number,
): Source {
  const config = pool.options as pg.PoolConfig;
  let since: number | null = null;
  let connection: pg.Client | null = null;
  let closed = false;
  let first: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let attempt = 0;
  let heardBefore = false;

  async function listen(): Promise<void> {
    const own = new pg.Client({
      ...(config.connectionString ? { connectionString: config.connectionString } : {}),
      ...(config.host
        ? { host: config.host, port: config.port, user: config.user, database: config.database }
        : {}),
      ...(config.password ? { password: config.password } : {}),
      ...(config.ssl ? { ssl: config.ssl } : {}),
      keepAlive: true,
      application_name: 'alinhavo-realtime',
    });
    own.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) dispatch(message.payload);
    });
    own.on('error', (err) => logger.warn({ err: safeError(err) }, 'realtime: listener connection error'));
    own.on('end', () => {
      if (connection !== own) return;
      connection = null;
      since = null;
      if (!closed) {
        logger.warn('realtime: listener connection ended; listening again');
        schedule();
      }
    });
    await own.connect();
    try {
      await own.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await own.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await own.end().catch(() => undefined);
      return;
    }
    connection = own;
    since = performance.now();
    attempt = 0;
    if (heardBefore) gap();
    heardBefore = true;
  }

  function schedule() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      listen().catch((err) => {
        attempt++;
        logger.warn({ err: safeError(err), attempt }, 'realtime: LISTEN failed; retrying');
        schedule();
      });
    }, retryDelay(attempt));
    retry.unref();
  }

  return {
    start() {
      if (since !== null) return Promise.resolve();
      first ??= listen().catch((error) => {
        first = null;
        throw error;
      });
      return first;
    },
    listeningSince: () => since,
    async close() {
      closed = true;
      since = null;
      if (retry) clearTimeout(retry);
      const own = connection;
      connection = null;
      await own?.end().catch(() => undefined);
    },
  };
}
