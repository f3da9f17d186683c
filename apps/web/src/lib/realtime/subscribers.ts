import type { RealtimeHost, RealtimeListener, RealtimeTopicMessage } from './types';

type ConnectionHandle = { sync(): void };

const listeners = new Map<string, Set<RealtimeListener>>();
let connection: ConnectionHandle | null = null;
let loading: Promise<void> | null = null;
let syncQueued = false;

const host: RealtimeHost = {
  topics: () => [...listeners.keys()],
  deliver(topic: string, message: RealtimeTopicMessage) {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener(message);
      } catch (error) {
        console.error('realtime listener failed', error);
      }
    }
  },
};

/** After the page has painted and the browser is idle: the socket's code is not part of any first render. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });
}

function ensureConnection() {
  if (connection) {
    queueSync();
    return;
  }
  if (loading) return;
  loading = whenIdle()
    .then(() => import('./connection'))
    .then((module) => {
      connection = module.connectRealtime(host);
      connection.sync();
    })
    .catch((error: unknown) => {
      // The chunk could not be fetched (offline, a new deployment): the next listener tries again.
      console.warn('realtime unavailable', error);
    })
    .finally(() => {
      loading = null;
    });
}

/** Topic changes of one render pass (a page leaving, the next arriving) reach the socket together. */
function queueSync() {
  if (syncQueued) return;
  syncQueued = true;
  setTimeout(() => {
    syncQueued = false;
    connection?.sync();
  }, 0);
}

/**
 * Follows `topic` until the returned function is called. The tab's one socket opens with the first topic followed
 * (after the page's first paint) and stays open while any is.
 */
export function listenToTopic(topic: string, listener: RealtimeListener): () => void {
  let set = listeners.get(topic);
  if (!set) {
    set = new Set();
    listeners.set(topic, set);
  }
  set.add(listener);
  ensureConnection();
  return () => {
    const current = listeners.get(topic);
    current?.delete(listener);
    if (current?.size === 0) listeners.delete(topic);
    queueSync();
  };
}
