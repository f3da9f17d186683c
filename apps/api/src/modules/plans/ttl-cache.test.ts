import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

/** A source that answers v1, v2, ... one tick after each call. */
function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => {
      calls += 1;
      const mine = calls;
      await new Promise((resolve) => setTimeout(resolve, 0));
      return `v${mine}`;
    },
  };
}

describe('TtlCache', () => {
  it('loads once per ttl and again after it', async () => {
    let now = 0;
    const source = counter();
    const cache = new TtlCache(source.load, 1000, () => now);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual(['v1', 'v1']);
    now = 999;
    expect(await cache.get()).toBe('v1');
    now = 1000;
    expect(await cache.get()).toBe('v2');
    expect(source.calls).toBe(2);
  });

  it('reads anew at once after invalidate, even when a load was under way', async () => {
    const source = counter();
    const cache = new TtlCache(source.load, 60_000);
    expect(await cache.get()).toBe('v1');
    const stale = (async () => {
      cache.invalidate();
      const pending = cache.get();
      cache.invalidate();
      return pending;
    })();
    expect(await stale).toBe('v2');
    // v2 was read before the second invalidate: it is not kept.
    expect(await cache.get()).toBe('v3');
    expect(await cache.get()).toBe('v3');
  });
});
