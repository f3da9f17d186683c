import type { Db } from '../db/client.ts';
import type { Identity } from '../http/request-hooks.ts';
import { type CacheChange, type CacheNotifications, listenForCacheChanges } from './cache-notifications.ts';
import { TtlCache } from './ttl-cache.ts';

/** How long a session, an identity or a subscription is reused without a change being notified. */
export const REQUEST_CACHE_TTL_MS = 5_000;

export type CachedSession = { sessionId: string; userId: string };

/**
 * The per-process caches of the request pipeline: session by cookie, identity by user, subscription by company.
 * Migration 0013's triggers notify every change (from any process and any write path); the matching entries go.
 */
export class RequestCaches {
  readonly sessions: TtlCache<string, CachedSession>;
  readonly identities: TtlCache<string, Identity>;
  readonly subscriptions: TtlCache<string, { state: unknown }>;
  private readonly notifications: CacheNotifications;
  /** Grows with every change heard, so a reader can tell that something was dropped since it looked. */
  private changes = 0;

  constructor(db: Db, ttlMs = REQUEST_CACHE_TTL_MS) {
    this.sessions = new TtlCache(ttlMs);
    this.identities = new TtlCache(ttlMs);
    this.subscriptions = new TtlCache(ttlMs);
    this.notifications = listenForCacheChanges(db, (change) => this.drop(change));
  }

  /** Caching starts only once this process hears the database's notifications. */
  get enabled(): boolean {
    return this.notifications.active;
  }

  get changeCount(): number {
    return this.changes;
  }

  drop(change: CacheChange): void {
    this.changes++;
    if (change.kind === 'session') this.sessions.deleteWhere((s) => s.sessionId === change.id);
    if (change.kind === 'user') {
      this.identities.delete(change.id);
      this.sessions.deleteWhere((s) => s.userId === change.id);
    }
    if (change.kind === 'company') {
      this.subscriptions.delete(change.id);
      this.identities.deleteWhere((identity) => identity.companyId === change.id);
    }
  }

  clear(): void {
    this.changes++;
    this.sessions.clear();
    this.identities.clear();
    this.subscriptions.clear();
  }

  stop(): void {
    this.notifications.stop();
  }
}
