import { describe, expect, it } from 'vitest';
import { parseRealtimeClientMessage } from './protocol.ts';
import { realtimeTopic, splitRealtimeTopic } from './topics.ts';

const company = '3f0b6c1e-8a2d-4d5e-9f10-123456789abc';
const outworker = '00000000-0000-4000-8000-000000000001';

describe('parseRealtimeClientMessage', () => {
  it('reads subscriptions (with the last seq seen) and unsubscriptions', () => {
    const topic = realtimeTopic('batches', company);
    expect(parseRealtimeClientMessage(JSON.stringify({ type: 'subscribe', topic }))).toEqual({
      type: 'subscribe',
      topic,
    });
    expect(parseRealtimeClientMessage(JSON.stringify({ type: 'subscribe', topic, since: 42 }))).toEqual({
      type: 'subscribe',
      topic,
      since: 42,
    });
    expect(parseRealtimeClientMessage(JSON.stringify({ type: 'unsubscribe', topic, since: 3 }))).toEqual({
      type: 'unsubscribe',
      topic,
    });
    const scoped = realtimeTopic('workshop-batches', company, outworker);
    expect(parseRealtimeClientMessage(JSON.stringify({ type: 'subscribe', topic: scoped }))).toMatchObject({
      topic: scoped,
    });
  });

  it('refuses anything else', () => {
    const topic = realtimeTopic('batches', company);
    for (const text of [
      '',
      'null',
      '"subscribe"',
      '[]',
      JSON.stringify({ type: 'subscribe' }),
      JSON.stringify({ type: 'publish', topic }),
      JSON.stringify({ type: 'subscribe', topic, since: -1 }),
      JSON.stringify({ type: 'subscribe', topic, since: 1.5 }),
      JSON.stringify({ type: 'subscribe', topic, since: '7' }),
      JSON.stringify({ type: 'subscribe', topic: 'batches' }),
      JSON.stringify({ type: 'subscribe', topic: 'batches:not-a-uuid' }),
      JSON.stringify({ type: 'subscribe', topic: `Batches:${company}` }),
      JSON.stringify({ type: 'subscribe', topic: `batches:${company}:${company}:${company}:${company}` }),
      JSON.stringify({ type: 'subscribe', topic: `${'x'.repeat(41)}:${company}` }),
    ]) {
      expect(parseRealtimeClientMessage(text), text).toBeNull();
    }
  });
});

describe('topic names', () => {
  it('join a kind and its ids, and split back', () => {
    const name = realtimeTopic('workshop-batches', company, outworker);
    expect(name).toBe(`workshop-batches:${company}:${outworker}`);
    expect(splitRealtimeTopic(name)).toEqual({ kind: 'workshop-batches', ids: [company, outworker] });
  });
});
