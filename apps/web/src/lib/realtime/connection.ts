import { REALTIME_CLOSE, type RealtimeServerMessage, realtimeRetryDelay } from '@alinhavo/domain';
import type { RealtimeHost } from './types';

/** A connection attempt that has not opened after this long is abandoned and retried (a time-out). */
export const CONNECT_TIMEOUT_MS = 10_000;
/** With no topic followed for this long, the socket is closed. */
export const IDLE_CLOSE_MS = 60_000;

type SocketLike = {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

/** What the connection uses of the browser; tests hand in fakes. */
export type RealtimeEnvironment = {
  createSocket(url: string): SocketLike;
  url(): string;
  isVisible(): boolean;
  /** Subscribes to 'online' and to the page becoming visible again. */
  onWake(listener: () => void): void;
  now(): number;
  setTimeout(work: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

const OPEN = 1;

function browserEnvironment(): RealtimeEnvironment {
  return {
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`,
    isVisible: () => document.visibilityState !== 'hidden',
    onWake(listener) {
      window.addEventListener('online', listener);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') listener();
      });
    },
    now: () => Date.now(),
    setTimeout: (work, ms) => window.setTimeout(work, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

export type RealtimeConnection = {
  /** Brings the socket in line with the topics the page follows: opens it, subscribes, unsubscribes. */
  sync(): void;
  /** For tests: what the connection is doing. */
  readonly state: 'idle' | 'connecting' | 'open' | 'waiting' | 'ended';
  readonly attempt: number;
};

/**
 * The tab's one socket to /api/realtime (docs/decisions/022-realtime.md). Reconnects after a time-out, an error
 * or a close with the back-off of part2 §9 (1 s × 2^min(attempt, 5), at most 30 s), and at once when the browser
 * comes back online or the tab becomes visible (retries wait while it is hidden). After reconnecting it
 * subscribes again, telling the last event it saw; the server answers which topics may have missed events and the
 * listeners resync them. A close for an ended session (4401) or a refused account (4403) is not retried until a
 * page follows a topic again or the tab wakes.
 */
export function connectRealtime(
  host: RealtimeHost,
  env: RealtimeEnvironment = browserEnvironment(),
): RealtimeConnection {
  let socket: SocketLike | null = null;
  let state: RealtimeConnection['state'] = 'idle';
  let attempt = 0;
  let retryTimer: unknown = null;
  let connectTimer: unknown = null;
  let idleTimer: unknown = null;
  /** Topics asked for on the current socket. */
  const subscribed = new Set<string>();
  /** Of those, the ones the server confirmed: every event of theirs since then reached this tab. */
  const confirmed = new Set<string>();
  /** Topics confirmed on an earlier socket of this tab: their new subscription tells the last event seen. */
  const followedBefore = new Set<string>();
  /** The last event received (in the order the database committed them; not the largest number). */
  let lastSeq: number | undefined;

  const send = (message: object) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  function open() {
    if (socket || !env.isVisible()) {
      if (!socket) state = 'waiting';
      return;
    }
    clear(retryTimer);
    retryTimer = null;
    state = 'connecting';
    const current = env.createSocket(env.url());
    socket = current;
    connectTimer = env.setTimeout(() => {
      if (socket === current && state === 'connecting') current.close();
    }, CONNECT_TIMEOUT_MS);
    current.onopen = () => {
      if (socket !== current) return;
      clear(connectTimer);
      state = 'open';
      sync();
    };
    current.onmessage = (event) => {
      if (socket === current && typeof event.data === 'string') receive(event.data);
    };
    current.onerror = () => {
      // A close event follows; the retry is planned there.
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      clear(connectTimer);
      socket = null;
      for (const topic of confirmed) followedBefore.add(topic);
      subscribed.clear();
      confirmed.clear();
      if (event.code === REALTIME_CLOSE.sessionEnded || event.code === REALTIME_CLOSE.forbidden) {
        state = 'ended';
        return;
      }
      if (host.topics().length === 0) {
        state = 'idle';
        return;
      }
      planRetry();
    };
  }

  function planRetry() {
    state = 'waiting';
    if (!env.isVisible()) return; // woken by visibilitychange
    const delay = realtimeRetryDelay(attempt);
    attempt++;
    clear(retryTimer);
    retryTimer = env.setTimeout(() => {
      retryTimer = null;
      open();
    }, delay);
  }

  function receive(text: string) {
    let message: RealtimeServerMessage;
    try {
      message = JSON.parse(text) as RealtimeServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'subscribed':
        attempt = 0; // a confirmed subscription: the connection works
        confirmed.add(message.topic);
        if (message.resync)
          host.deliver(message.topic, { type: 'resync', quietSince: env.now() - message.quietMs });
        break;
      case 'event':
        lastSeq = message.event.seq;
        host.deliver(message.topic, { type: 'event', event: message.event });
        break;
      case 'resync':
        host.deliver(message.topic, { type: 'resync', quietSince: env.now() - message.quietMs });
        break;
      case 'unsubscribed':
        subscribed.delete(message.topic);
        confirmed.delete(message.topic);
        break;
      case 'error':
        if (message.topic) {
          subscribed.delete(message.topic);
          confirmed.delete(message.topic);
        }
        console.warn(`realtime: ${message.message}`, message.topic ?? '');
        break;
    }
  }

  function sync() {
    const wanted = new Set(host.topics());
    clear(idleTimer);
    idleTimer = null;
    if (wanted.size === 0) {
      if (socket)
        idleTimer = env.setTimeout(() => host.topics().length === 0 && socket?.close(1000), IDLE_CLOSE_MS);
      for (const topic of subscribed) send({ type: 'unsubscribe', topic });
      subscribed.clear();
      confirmed.clear();
      followedBefore.clear();
      return;
    }
    if (!socket) {
      if (state === 'ended' || state === 'idle') attempt = 0;
      if (state !== 'waiting' || retryTimer === null) open();
      return;
    }
    if (state !== 'open') return;
    for (const topic of wanted) {
      if (subscribed.has(topic)) continue;
      subscribed.add(topic);
      const since = followedBefore.has(topic) ? lastSeq : undefined;
      followedBefore.delete(topic);
      send({ type: 'subscribe', topic, ...(since !== undefined ? { since } : {}) });
    }
    for (const topic of [...subscribed]) {
      if (wanted.has(topic)) continue;
      subscribed.delete(topic);
      confirmed.delete(topic);
      followedBefore.delete(topic);
      send({ type: 'unsubscribe', topic });
    }
  }

  function clear(handle: unknown) {
    if (handle !== null) env.clearTimeout(handle);
  }

  env.onWake(() => {
    if (socket || host.topics().length === 0) return;
    attempt = 0;
    open();
  });

  return {
    sync,
    get state() {
      return state;
    },
    get attempt() {
      return attempt;
    },
  };
}
