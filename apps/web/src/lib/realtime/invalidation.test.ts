import type { RealtimeEvent } from '@alinhavo/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateForRealtime, trackFetchStarts } from './invalidation';

const event = (overrides: Partial<RealtimeEvent> = {}): RealtimeEvent => ({
  table: 'batches',
  op: 'UPDATE',
  id: 'b1',
  companyId: 'c1',
  seq: 7,
  status: 'cortado',
  ...overrides,
});

function clientWith(keys: string[][]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  trackFetchStarts(client);
  const fetches = new Map<string, number>();
  const observe = async (key: string[]) => {
    await client.fetchQuery({
      queryKey: key,
      queryFn: () => {
        fetches.set(key.join('/'), (fetches.get(key.join('/')) ?? 0) + 1);
        return key.join('/');
      },
    });
  };
  return { client, fetches, observe, keys };
}

const stale = (client: QueryClient, key: string[]) => client.getQueryState(key)?.isInvalidated ?? false;

afterEach(() => {
  vi.useRealTimers();
});

describe('invalidateForRealtime', () => {
  it('marks stale the queries an event maps to, and only those', async () => {
    const { client, observe } = clientWith([]);
    for (const key of [
      ['batches', 'list', 'p1'],
      ['batches', 'detail', 'b1'],
      ['batches', 'detail', 'b2'],
      ['products', 'list'],
    ])
      await observe(key);
    await invalidateForRealtime(client, { type: 'event', event: event() }, (e) =>
      e?.id === 'b1' ? [['batches', 'detail', 'b1']] : [],
    );
    expect(stale(client, ['batches', 'detail', 'b1'])).toBe(true);
    expect(stale(client, ['batches', 'detail', 'b2'])).toBe(false);
    expect(stale(client, ['batches', 'list', 'p1'])).toBe(false);
    expect(stale(client, ['products', 'list'])).toBe(false);

    await invalidateForRealtime(client, { type: 'event', event: event({ id: 'b9' }) }, () => [['batches']]);
    expect(stale(client, ['batches', 'list', 'p1'])).toBe(true);
    expect(stale(client, ['batches', 'detail', 'b2'])).toBe(true);
    expect(stale(client, ['products', 'list'])).toBe(false);
  });

  it('on a resync, refetches what started fetching before the missed change and keeps what started after', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z'), toFake: ['Date'] });
    const { client, observe } = clientWith([]);
    await observe(['batches', 'list', 'old']);
    vi.setSystemTime(new Date('2026-05-01T12:00:10Z'));
    await observe(['batches', 'list', 'new']);
    const keysFor = vi.fn(() => [['batches']]);
    // The server last heard of the topic at 12:00:05: data fetched since then is current.
    await invalidateForRealtime(
      client,
      { type: 'resync', quietSince: new Date('2026-05-01T12:00:05Z').getTime() },
      keysFor,
    );
    expect(keysFor).toHaveBeenCalledWith(null);
    expect(stale(client, ['batches', 'list', 'old'])).toBe(true);
    expect(stale(client, ['batches', 'list', 'new'])).toBe(false);
    // "Now" (the listener was down): everything of the topic.
    await invalidateForRealtime(client, { type: 'resync', quietSince: Date.now() }, keysFor);
    expect(stale(client, ['batches', 'list', 'new'])).toBe(true);
  });

  it('refetches on a resync the queries fetched before it started noting fetch times', async () => {
    const client = new QueryClient();
    client.setQueryData(['batches', 'list'], 'seeded');
    trackFetchStarts(client);
    await invalidateForRealtime(client, { type: 'resync', quietSince: 0 }, () => [['batches']]);
    expect(stale(client, ['batches', 'list'])).toBe(true);
  });
});

describe('a deletion', () => {
  it('empties the queries of the deleted record (its page then says it is gone) and marks the rest stale', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(['batches', 'detail', 'L-000002'], { id: 'b1' });
    client.setQueryData(['batches', 'list'], ['b1']);
    const removed = (e: RealtimeEvent) => (e.id === 'b1' ? [['batches', 'detail', 'L-000002']] : []);
    await invalidateForRealtime(client, { type: 'event', event: event({ op: 'UPDATE' }) }, () => [], removed);
    expect(client.getQueryData(['batches', 'detail', 'L-000002'])).toEqual({ id: 'b1' });
    await invalidateForRealtime(
      client,
      { type: 'event', event: event({ op: 'DELETE' }) },
      () => [['batches', 'list']],
      removed,
    );
    expect(client.getQueryData(['batches', 'detail', 'L-000002'])).toBeUndefined();
    expect(stale(client, ['batches', 'list'])).toBe(true);
  });
});
