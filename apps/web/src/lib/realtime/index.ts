import type { RealtimeEvent } from '@alinhavo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  invalidateForRealtime,
  type RealtimeQueryKeys,
  type RealtimeRemovedKeys,
  trackFetchStarts,
} from './invalidation';
import { listenToTopic } from './subscribers';
import type { RealtimeListener, RealtimeTopicMessage } from './types';

export type { RealtimeQueryKeys, RealtimeRemovedKeys } from './invalidation';
export { invalidateForRealtime } from './invalidation';
export { listenToTopic } from './subscribers';
export type { RealtimeListener, RealtimeTopicMessage } from './types';

/**
 * Follows a realtime topic (`realtimeTopic(kind, companyId…)` of the domain) while the component is mounted;
 * `onMessage` receives its events and resyncs. No topic (`null`: e.g. the session is not loaded yet) follows
 * nothing. The tab's one socket opens with the first topic followed, after the page has painted.
 */
export function useRealtimeTopic(topic: string | null | undefined, onMessage: RealtimeListener): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => {
    if (!topic) return;
    return listenToTopic(topic, (message) => latest.current(message));
  }, [topic]);
}

/**
 * Keeps the queries `keysFor` names fresh from a topic: each event invalidates the keys it maps to, a resync the
 * keys of the whole topic (`keysFor(null)`) whose data may be older than what was missed; a deletion empties the
 * keys `removedKeys` names (a record's page). No polling.
 */
export function useRealtimeInvalidation(
  topic: string | null | undefined,
  keysFor: RealtimeQueryKeys,
  removedKeys?: RealtimeRemovedKeys,
): void {
  const client = useQueryClient();
  // Noted from the first render on, before the screen's queries start fetching.
  trackFetchStarts(client);
  useRealtimeTopic(topic, (message: RealtimeTopicMessage) => {
    void invalidateForRealtime(client, message, keysFor, removedKeys);
  });
}

/** Event helper: whether a change concerns the row `id` of `table`. */
export const eventIs = (event: RealtimeEvent | null, table: string, id?: string): boolean =>
  event !== null && event.table === table && (id === undefined || event.id === id);
