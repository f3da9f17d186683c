/**
 * A small in-process map whose entries live a few seconds. It only shortens the path to data the database owns:
 * every entry can be dropped at any time (a change notified by PostgreSQL) and is read again on the next miss.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value for the cache's time to live, or less when `ttlMs` is shorter (a session about to expire). */
  set(key: K, value: V, ttlMs = this.ttlMs): void {
    if (ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.dropExpiredOrOldest();
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.clock() + Math.min(ttlMs, this.ttlMs) });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches, e.g. all sessions of one user. */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value, key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private dropExpiredOrOldest(): void {
    const now = this.clock();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
