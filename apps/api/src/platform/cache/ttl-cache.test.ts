import { describe, expect, it } from 'vitest';
import { parseCacheChange } from './cache-notifications.ts';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('forgets an entry when its time is up, or sooner when asked', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1000, 10, () => now);
    cache.set('a', 1);
    cache.set('b', 2, 300);
    now = 299;
    expect([cache.get('a'), cache.get('b')]).toEqual([1, 2]);
    now = 300;
    expect(cache.get('b')).toBeUndefined();
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('c', 3, -5);
    expect(cache.get('c')).toBeUndefined();
  });

  it('drops matching entries and never grows past its bound', () => {
    const cache = new TtlCache<string, { user: string }>(1000, 2, () => 0);
    cache.set('s1', { user: 'u1' });
    cache.set('s2', { user: 'u2' });
    cache.set('s3', { user: 'u1' });
    expect(cache.size).toBe(2);
    expect(cache.get('s1')).toBeUndefined();
    cache.deleteWhere((v) => v.user === 'u1');
    expect(cache.get('s3')).toBeUndefined();
    expect(cache.get('s2')).toEqual({ user: 'u2' });
  });
});

describe('parseCacheChange', () => {
  it('reads the triggers’ payloads and ignores anything else', () => {
    expect(parseCacheChange('user:42')).toEqual({ kind: 'user', id: '42' });
    expect(parseCacheChange('company:c-1')).toEqual({ kind: 'company', id: 'c-1' });
    expect(parseCacheChange('session:s')).toEqual({ kind: 'session', id: 's' });
    expect(parseCacheChange('other:1')).toBeNull();
    expect(parseCacheChange('user')).toBeNull();
    expect(parseCacheChange(undefined)).toBeNull();
  });
});
