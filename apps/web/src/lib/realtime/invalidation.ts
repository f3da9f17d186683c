import type { RealtimeEvent } from '@alinhavo/domain';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { RealtimeTopicMessage } from './types';

/** Which cached queries show what an event changed; `null` asks for every query the topic feeds (a resync). */
export type RealtimeQueryKeys = (event: RealtimeEvent | null) => readonly QueryKey[];

/**
 * Queries to empty rather than mark stale when the event deleted a row: a record's page then shows that it is
 * gone (its refetch fails with 404, and TanStack Query would otherwise keep showing the old data beside the error).
 */
export type RealtimeRemovedKeys = (event: RealtimeEvent) => readonly QueryKey[];

/** When each query last started fetching (Date.now()), per query client. */
const fetchStarts = new WeakMap<QueryClient, WeakMap<Query, number>>();

/**
 * Starts noting when each query of `client` starts a fetch: a resync then refetches only data whose fetch began
 * before the topic's last change. Queries fetched before this ran have no start and are refetched.
 */
export function trackFetchStarts(client: QueryClient): void {
  if (fetchStarts.has(client)) return;
  const starts = new WeakMap<Query, number>();
  fetchStarts.set(client, starts);
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') starts.set(event.query, Date.now());
  });
}

/**
 * Turns a topic's message into TanStack Query invalidations: an event marks stale what shows it (the queries on
 * screen refetch through the normal, authorised routes; others refetch when next shown); a resync does the same
 * for every query the topic feeds whose data may predate the change the tab missed.
 */
export function invalidateForRealtime(
  client: QueryClient,
  message: RealtimeTopicMessage,
  keysFor: RealtimeQueryKeys,
  removedKeys?: RealtimeRemovedKeys,
): Promise<void> {
  if (message.type === 'event') {
    const removed = message.event.op === 'DELETE' && removedKeys ? removedKeys(message.event) : [];
    return Promise.all([
      ...removed.map((queryKey) => client.resetQueries({ queryKey })),
      ...keysFor(message.event).map((queryKey) => client.invalidateQueries({ queryKey })),
    ]).then(() => undefined);
  }
  const starts = fetchStarts.get(client);
  const mayBeStale = (query: Query) => {
    const started = starts?.get(query);
    return started === undefined || started <= message.quietSince;
  };
  return Promise.all(
    keysFor(null).map((queryKey) => client.invalidateQueries({ queryKey, predicate: mayBeStale })),
  ).then(() => undefined);
}
