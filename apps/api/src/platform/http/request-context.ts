import type { Auth } from '../auth/auth.ts';
import { type CachedSession, RequestCaches } from '../cache/request-caches.ts';
import type { Db, Tx } from '../db/client.ts';
import { enterAppRole } from '../db/tenant.ts';
import { AppError, unauthenticated } from './errors.ts';
import type { Identity, RequestHooks } from './request-hooks.ts';
import type { TenantContext } from './tenant-context.ts';

/** A member's last access is written at most this often (members list, part1 §2.4). */
export const LAST_ACCESS_RESOLUTION_MS = 5 * 60_000;

export type SessionRef = CachedSession & { key: string | null; seenChanges: number };

/** The entries one request took from the identity and subscription caches (checked by `stillCurrent`). */
export type CacheReads = { identity?: Identity; subscription?: { companyId: string; entry: object } };

/**
 * Resolves who calls, from the per-process caches when warm: the session before the request's transaction (its
 * miss asks better-auth, which needs the connection PGlite would otherwise hold), the identity and the
 * subscription inside it.
 */
export class RequestContextLoader {
  readonly caches: RequestCaches;
  /** Session lookups under way, by cookie. */
  private readonly sessionLookups = new Map<string, Promise<SessionRef | null>>();

  constructor(
    db: Db,
    private readonly auth: Auth,
    private readonly hooks: RequestHooks,
  ) {
    this.caches = new RequestCaches(db);
  }

  async session(headers: Headers): Promise<SessionRef | null> {
    const key = headers.get('cookie');
    const cached = key ? this.caches.sessions.get(key) : undefined;
    if (cached) return { ...cached, key, seenChanges: this.caches.changeCount };
    if (!key) return this.lookUpSession(headers, key);
    // When an entry expires, every request then in flight with that cookie misses at once: one lookup serves them.
    let pending = this.sessionLookups.get(key);
    if (!pending) {
      pending = this.lookUpSession(headers, key).finally(() => this.sessionLookups.delete(key));
      this.sessionLookups.set(key, pending);
    }
    const shared = await pending;
    return shared && { ...shared };
  }

  /**
   * Asks better-auth. The answer's `seenChanges` is the count before it asked, for whoever shares it: a change heard
   * while it was asking makes `stillCurrent` look again.
   */
  private async lookUpSession(headers: Headers, key: string | null): Promise<SessionRef | null> {
    const seenChanges = this.caches.changeCount;
    const found = await this.auth.api.getSession({ headers });
    if (!found) return null;
    const session = { sessionId: found.session.id, userId: found.user.id };
    if (key && this.caches.enabled && this.caches.changeCount === seenChanges) {
      this.caches.sessions.set(key, session, new Date(found.session.expiresAt).getTime() - Date.now());
    }
    return { ...session, key, seenChanges };
  }

  /**
   * Called once the request transaction's first statement is answered, when the connection has delivered every
   * change committed before: false when an entry the request took from the caches was dropped since it was looked
   * up (signed out, deactivated, permissions or subscription changed), so the request starts again.
   */
  stillCurrent(ref: SessionRef, reads: CacheReads): boolean {
    if (this.caches.changeCount === ref.seenChanges) return true;
    if (ref.key && this.caches.sessions.get(ref.key)?.sessionId !== ref.sessionId) return false;
    const { identity, subscription } = reads;
    if (identity && this.caches.identities.get(identity.userId) !== identity) return false;
    if (subscription && this.caches.subscriptions.get(subscription.companyId) !== subscription.entry)
      return false;
    return true;
  }

  /** The caller's identity, refused when the profile is gone (401) or deactivated. */
  async tenant(
    tx: Tx,
    userId: string,
    reads: CacheReads,
  ): Promise<{ tenant: TenantContext; identity: Identity }> {
    let identity = this.caches.identities.get(userId);
    if (identity) reads.identity = identity;
    else {
      const seenChanges = this.caches.changeCount;
      await enterAppRole(tx, { 'app.user_id': userId });
      const loaded = await this.hooks.identity.load(tx, userId);
      if (!loaded) {
        // A workshop (facção) login has no company profile: its place is the portal (/faccao).
        if (await this.hooks.workshop.load(tx, userId)) throw new AppError('WORKSHOP_LOGIN');
        throw unauthenticated();
      }
      identity = loaded;
      if (this.caches.enabled && this.caches.changeCount === seenChanges) {
        this.caches.identities.set(userId, loaded);
      }
    }
    if (!identity.isActive) throw new AppError('ACCOUNT_DEACTIVATED');
    const { isActive: _active, lastAccessAt: _last, ...tenant } = identity;
    return { tenant, identity };
  }

  /** What the subscription guard needs about the company; `tx` already runs as the tenant. */
  async subscription(tx: Tx, companyId: string, reads: CacheReads): Promise<unknown> {
    const cached = this.caches.subscriptions.get(companyId);
    if (cached) {
      reads.subscription = { companyId, entry: cached };
      return cached.state;
    }
    const seenChanges = this.caches.changeCount;
    const state = await this.hooks.subscription.read(tx, companyId);
    if (this.caches.enabled && this.caches.changeCount === seenChanges) {
      this.caches.subscriptions.set(companyId, { state });
    }
    return state;
  }

  /** True when the member's last access should be written now. */
  accessDue(identity: Identity, at: Date): boolean {
    return (
      !identity.lastAccessAt || at.getTime() - identity.lastAccessAt.getTime() > LAST_ACCESS_RESOLUTION_MS
    );
  }

  /** After the write committed: the cached identity shows it, so the next requests do not write it again. */
  accessRecorded(userId: string, at: Date): void {
    const identity = this.caches.identities.get(userId);
    if (identity) identity.lastAccessAt = at;
  }
}
