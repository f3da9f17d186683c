import {
  parseRealtimeClientMessage,
  REALTIME_CLOSE,
  REALTIME_MAX_TOPICS,
  REALTIME_MESSAGES,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from '@alinhavo/domain';
import type { WebSocket } from 'ws';
import { AppError } from '../http/errors.ts';
import { logger } from '../log/logger.ts';
import { safeError } from '../log/safe-error.ts';
import type { RealtimeHub } from './hub.ts';
import type { PrincipalResolver, RealtimePrincipal, RealtimeSession } from './principal.ts';
import type { ResolvedTopic, TopicRegistry } from './topics.ts';

/** How a socket is authenticated: its cookie's session (null: signed out, expired, revoked). */
export type SessionReader = (headers: Headers) => Promise<RealtimeSession | null>;

export type GatewayOptions = {
  hub: RealtimeHub;
  topics: TopicRegistry;
  readSession: SessionReader;
  resolvers: PrincipalResolver[];
  /** Every socket is re-checked this often (a session that simply expires changes no row). Default 60 s. */
  recheckEveryMs?: number;
  /** Ping interval; a socket that did not answer the previous ping is ended. Default 30 s. */
  heartbeatMs?: number;
  /** A socket whose unsent data grows past this is ended (a client that stopped reading). Default 1 MiB. */
  maxBufferedBytes?: number;
};

/** The outcome of authenticating an upgrade request: a principal, or the HTTP error to answer. */
export type Authenticated = { session: RealtimeSession; principal: RealtimePrincipal; headers: Headers };

/** How many recent events each process remembers to answer "did I miss anything since seq N?". */
const RECENT_EVENTS = 4096;
/** Per-topic times of the last event are forgotten after this; a topic unheard of is reported quiet this long at most. */
const QUIET_MEMORY_MS = 60 * 60_000;
/** More client messages than this in a 10-second window end the socket. */
const MESSAGES_PER_WINDOW = 200;

class Connection {
  readonly topics = new Map<string, ResolvedTopic>();
  alive = true;
  /** Re-checks run one at a time; a request during one runs once more after it. */
  checking: Promise<void> | null = null;
  recheckAgain = false;
  /** The client's messages, handled in order. */
  work: Promise<void> = Promise.resolve();
  windowStart = performance.now();
  messagesInWindow = 0;
  closed = false;

  constructor(
    readonly socket: WebSocket,
    public session: RealtimeSession,
    public principal: RealtimePrincipal,
    readonly headers: Headers,
  ) {}

  send(message: RealtimeServerMessage | string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.close(code, reason);
  }
}

/**
 * The sockets of one API process: who holds each, what each follows, and the forwarding of the database's events
 * to them. Events are pointers (table, id, status…); clients refetch through the authorised HTTP routes.
 */
export class RealtimeGateway {
  private readonly connections = new Set<Connection>();
  private readonly byTopic = new Map<string, Set<Connection>>();
  private readonly recent: { seq: number; topics: string[] }[] = [];
  private readonly lastEventAt = new Map<string, number>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly stopHub: (() => void)[] = [];
  private readonly options: Required<GatewayOptions>;
  private readonly pendingChecks = new Set<Connection>();
  private draining = false;

  constructor(options: GatewayOptions) {
    this.options = {
      recheckEveryMs: 60_000,
      heartbeatMs: 30_000,
      maxBufferedBytes: 1024 * 1024,
      ...options,
    };
    this.stopHub.push(
      options.hub.onEvent((event) => this.forward(event)),
      options.hub.onGap(() => this.resyncEverything()),
    );
    const every = (ms: number, work: () => void) => {
      const timer = setInterval(work, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.heartbeatMs, () => this.heartbeat());
    every(this.options.recheckEveryMs, () => {
      for (const connection of this.connections) this.queueRecheck(connection);
    });
    every(QUIET_MEMORY_MS / 4, () => this.forgetOldQuiet());
  }

  /** Open sockets of this process (for the bench and tests). */
  get size(): number {
    return this.connections.size;
  }

  /** Resolves the session of an upgrade request into a principal; throws the AppError to answer otherwise. */
  async authenticate(headers: Headers): Promise<Authenticated> {
    const session = await this.options.readSession(headers);
    if (!session) throw new AppError('UNAUTHENTICATED');
    const principal = await this.resolve(session);
    if (!principal) throw new AppError('UNAUTHENTICATED');
    return { session, principal, headers };
  }

  /** Listening must be on before a subscription is confirmed, or events after the confirmation could be lost. */
  ready(): Promise<void> {
    return this.options.hub.start();
  }

  /** Takes over an upgraded socket. */
  accept(socket: WebSocket, { session, principal, headers }: Authenticated): void {
    const connection = new Connection(socket, session, principal, headers);
    this.connections.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      this.receive(connection, isBinary ? null : data.toString());
    });
    socket.on('close', () => this.drop(connection));
    socket.on('error', () => this.drop(connection));
  }

  /** Re-checks the sockets concerned by a cache notification (a session, a user or a company changed). */
  changed(change: { kind: 'session' | 'user' | 'company'; id: string }): void {
    for (const connection of this.connections) {
      const { session, principal } = connection;
      const concerned =
        (change.kind === 'session' && session.sessionId === change.id) ||
        (change.kind === 'user' && session.userId === change.id) ||
        (change.kind === 'company' && principal.companyIds.includes(change.id));
      if (concerned) this.queueRecheck(connection);
    }
  }

  /**
   * Re-checks run one socket at a time in the background: hundreds of sockets of one company (or every socket, each
   * minute) would otherwise all miss the caches at once and each ask the database; one after the other, the first
   * fills the caches for the rest.
   */
  private queueRecheck(connection: Connection): void {
    this.pendingChecks.add(connection);
    if (this.draining) return;
    this.draining = true;
    void (async () => {
      try {
        while (this.pendingChecks.size > 0) {
          const [next] = this.pendingChecks;
          this.pendingChecks.delete(next as Connection);
          if (!(next as Connection).closed) await this.recheck(next as Connection);
        }
      } finally {
        this.draining = false;
      }
    })();
  }

  closeAll(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const stop of this.stopHub) stop();
    for (const connection of this.connections) connection.close(1001, 'server closing');
    this.connections.clear();
    this.pendingChecks.clear();
    this.byTopic.clear();
  }

  private async resolve(session: RealtimeSession): Promise<RealtimePrincipal | null> {
    for (const resolver of this.options.resolvers) {
      const principal = await resolver(session);
      if (principal) return principal;
    }
    return null;
  }

  private receive(connection: Connection, text: string | null): void {
    const now = performance.now();
    if (now - connection.windowStart > 10_000) {
      connection.windowStart = now;
      connection.messagesInWindow = 0;
    }
    if (++connection.messagesInWindow > MESSAGES_PER_WINDOW) {
      connection.close(REALTIME_CLOSE.tooManyMessages, 'too many messages');
      return;
    }
    const message = text === null ? null : parseRealtimeClientMessage(text);
    if (!message) {
      connection.send({ type: 'error', code: 'invalid', message: REALTIME_MESSAGES.invalid });
      return;
    }
    // One message after the other: an unsubscription never overtakes the subscription sent before it.
    connection.work = connection.work.then(async () => {
      if (message.type === 'unsubscribe') {
        this.leave(connection, message.topic);
        connection.send({ type: 'unsubscribed', topic: message.topic });
        return;
      }
      await this.subscribe(connection, message.topic, message.since).catch((err) => {
        logger.error({ err: safeError(err) }, 'realtime: subscription failed');
        connection.send({
          type: 'error',
          code: 'unavailable',
          message: REALTIME_MESSAGES.unavailable,
          topic: message.topic,
        });
      });
    });
  }

  private async subscribe(connection: Connection, name: string, since: number | undefined): Promise<void> {
    const topic = this.options.topics.resolve(name);
    if (!topic) {
      connection.send({
        type: 'error',
        code: 'invalid',
        message: REALTIME_MESSAGES.unknownTopic,
        topic: name,
      });
      return;
    }
    if (!connection.topics.has(name) && connection.topics.size >= REALTIME_MAX_TOPICS) {
      connection.send({
        type: 'error',
        code: 'limit',
        message: REALTIME_MESSAGES.tooManyTopics,
        topic: name,
      });
      return;
    }
    // Who holds the socket is looked at again (the caches make this cheap), then the topic is asked.
    await this.recheck(connection);
    if (connection.closed) return;
    if (!(await topic.definition.authorise(connection.principal, topic.params))) {
      connection.send({
        type: 'error',
        code: 'forbidden',
        message: REALTIME_MESSAGES.forbidden,
        topic: name,
      });
      return;
    }
    if (connection.closed) return;
    connection.topics.set(name, topic);
    let members = this.byTopic.get(name);
    if (!members) {
      members = new Set();
      this.byTopic.set(name, members);
    }
    members.add(connection);
    const missed = since === undefined ? true : this.mayHaveMissed(name, since);
    connection.send({ type: 'subscribed', topic: name, resync: missed, quietMs: this.quietMs(name) });
  }

  /**
   * After a reconnect: whether an event of `topic` may have been missed since the client's last event `since`.
   * Every process hears the events in the same (commit) order, so when this process heard `since` itself and
   * nothing of the topic after it, nothing was missed; otherwise the client must refetch.
   */
  private mayHaveMissed(topic: string, since: number): boolean {
    const at = this.recent.findIndex((entry) => entry.seq === since);
    if (at < 0) return true;
    for (let i = at + 1; i < this.recent.length; i++) {
      if (this.recent[i]?.topics.includes(topic)) return true;
    }
    return false;
  }

  /** How long (ms) this process has heard no event of `topic`, as far as it can tell (0: it cannot). */
  private quietMs(topic: string): number {
    const since = this.options.hub.listeningSince;
    if (since === null) return 0;
    const now = performance.now();
    const last = this.lastEventAt.get(topic);
    const quiet = now - Math.max(last ?? since, since, now - QUIET_MEMORY_MS);
    return Math.max(0, Math.floor(quiet));
  }

  private leave(connection: Connection, name: string): void {
    connection.topics.delete(name);
    const members = this.byTopic.get(name);
    members?.delete(connection);
    if (members?.size === 0) this.byTopic.delete(name);
  }

  private drop(connection: Connection): void {
    connection.closed = true;
    this.pendingChecks.delete(connection);
    if (!this.connections.delete(connection)) return;
    for (const name of [...connection.topics.keys()]) this.leave(connection, name);
  }

  private forward(event: RealtimeEvent): void {
    const topics = this.options.topics.route(event);
    this.recent.push({ seq: event.seq, topics });
    if (this.recent.length > RECENT_EVENTS) this.recent.splice(0, this.recent.length - RECENT_EVENTS);
    const now = performance.now();
    for (const topic of topics) {
      this.lastEventAt.set(topic, now);
      const members = this.byTopic.get(topic);
      if (!members) continue;
      const text = JSON.stringify({ type: 'event', topic, event } satisfies RealtimeServerMessage);
      for (const connection of members) {
        if (connection.socket.bufferedAmount > this.options.maxBufferedBytes) {
          connection.socket.terminate();
          this.drop(connection);
          continue;
        }
        connection.send(text);
      }
    }
  }

  /** The database listener was interrupted: every topic of every socket may have missed events. */
  private resyncEverything(): void {
    for (const [topic, members] of this.byTopic) {
      for (const connection of members) connection.send({ type: 'resync', topic, quietMs: 0 });
    }
  }

  private heartbeat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.drop(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  private forgetOldQuiet(): void {
    const oldest = performance.now() - QUIET_MEMORY_MS;
    for (const [topic, at] of this.lastEventAt) if (at < oldest) this.lastEventAt.delete(topic);
  }

  /**
   * Looks again at who holds the socket: closed when the session ended (4401) or the account may no longer
   * connect (4403); topics the principal may no longer follow are left, with an 'unsubscribed' message.
   */
  recheck(connection: Connection): Promise<void> {
    if (connection.checking) {
      connection.recheckAgain = true;
      return connection.checking;
    }
    const run = async () => {
      do {
        connection.recheckAgain = false;
        await this.checkOnce(connection);
      } while (connection.recheckAgain && !connection.closed);
    };
    connection.checking = run()
      .catch((err) => {
        // A database fault is not the client's: the socket stays, the next check tries again.
        logger.error({ err: safeError(err) }, 'realtime: re-check failed');
      })
      .finally(() => {
        connection.checking = null;
      });
    return connection.checking;
  }

  private async checkOnce(connection: Connection): Promise<void> {
    if (connection.closed) return;
    const session = await this.options.readSession(connection.headers);
    if (!session || session.sessionId !== connection.session.sessionId) {
      connection.close(REALTIME_CLOSE.sessionEnded, 'session ended');
      this.drop(connection);
      return;
    }
    let principal: RealtimePrincipal | null;
    try {
      principal = await this.resolve(session);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      connection.close(REALTIME_CLOSE.forbidden, 'not allowed');
      this.drop(connection);
      return;
    }
    if (!principal) {
      connection.close(REALTIME_CLOSE.sessionEnded, 'session ended');
      this.drop(connection);
      return;
    }
    connection.session = session;
    connection.principal = principal;
    for (const [name, topic] of connection.topics) {
      if (await topic.definition.authorise(principal, topic.params)) continue;
      this.leave(connection, name);
      connection.send({ type: 'unsubscribed', topic: name, reason: 'forbidden' });
    }
  }
}
