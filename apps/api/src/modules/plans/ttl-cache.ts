/**
 * One value read from the database at most once per `ttlMs`, and again at once after `invalidate()` (a write in
 * /app/admin calls it after its transaction commits). Concurrent readers share one load. Per process: another
 * instance sees a change within `ttlMs` at most.
 */
export class TtlCache<T> {
  private value: { data: T; at: number } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<T> {
    if (this.value && this.now() - this.value.at < this.ttlMs) return this.value.data;
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading: Promise<T> = this.load()
      .then((data) => {
        // A write that invalidated during the load must not be hidden by the older read.
        if (generation === this.generation) this.value = { data, at: this.now() };
        return data;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = null;
    this.loading = null;
  }
}

/** part1 §9: the public site's plans and SEO settings are read at most every 5 minutes. */
export const PUBLIC_CACHE_TTL_MS = 5 * 60_000;
