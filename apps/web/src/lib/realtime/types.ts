import type { RealtimeEvent } from '@alinhavo/domain';

/**
 * What a topic's listeners receive: a database change (refetch what shows it), or a resync — events may have been
 * missed, and data fetched before `quietSince` (Date.now() time; Infinity-safe: `Date.now()` itself means "all")
 * may be stale.
 */
export type RealtimeTopicMessage =
  | { type: 'event'; event: RealtimeEvent }
  | { type: 'resync'; quietSince: number };

export type RealtimeListener = (message: RealtimeTopicMessage) => void;

/** What the connection (loaded later) needs from the page side: the topics wanted now, and their listeners. */
export type RealtimeHost = {
  topics(): string[];
  deliver(topic: string, message: RealtimeTopicMessage): void;
};
