import { REALTIME_CLOSE, type RealtimeServerMessage } from '@alinhavo/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, connectRealtime, type RealtimeEnvironment } from './connection';
import type { RealtimeTopicMessage } from './types';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.serverClose(code);
  }
  // Test side
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverClose(code: number) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  receive(message: RealtimeServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** A fake browser: sockets, a clock, timers run by hand, visibility and wake-ups. */
function fakeEnvironment() {
  const sockets: FakeSocket[] = [];
  let now = 1_000_000;
  let timers: { at: number; work: () => void; id: number }[] = [];
  let nextId = 1;
  let visible = true;
  const wakers: (() => void)[] = [];
  const env: RealtimeEnvironment = {
    createSocket(url) {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    url: () => 'ws://app.test/api/realtime',
    isVisible: () => visible,
    onWake: (listener) => void wakers.push(listener),
    now: () => now,
    setTimeout(work, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, work, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
  };
  return {
    env,
    sockets,
    last: () => sockets.at(-1) as FakeSocket,
    /** Moves the clock on, running the timers that come due. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.work();
      }
      now = until;
    },
    setVisible(value: boolean) {
      visible = value;
    },
    wake() {
      for (const waker of wakers) waker();
    },
  };
}

const TOPIC = 'batches:3f0b6c1e-8a2d-4d5e-9f10-123456789abc';
const OTHER = 'production-orders:3f0b6c1e-8a2d-4d5e-9f10-123456789abc';

let fake: ReturnType<typeof fakeEnvironment>;
let topics: string[];
let delivered: { topic: string; message: RealtimeTopicMessage }[];

function connect() {
  return connectRealtime(
    { topics: () => topics, deliver: (topic, message) => delivered.push({ topic, message }) },
    fake.env,
  );
}

beforeEach(() => {
  fake = fakeEnvironment();
  topics = [TOPIC];
  delivered = [];
});

describe('the tab’s realtime connection', () => {
  it('opens one socket, subscribes the topics followed, and hands events and resyncs to their listeners', () => {
    const connection = connect();
    connection.sync();
    expect(fake.sockets).toHaveLength(1);
    expect(fake.last().url).toBe('ws://app.test/api/realtime');
    fake.last().accept();
    expect(fake.last().sent).toEqual([{ type: 'subscribe', topic: TOPIC }]);
    fake.last().receive({ type: 'subscribed', topic: TOPIC, resync: true, quietMs: 4000 });
    const event = { table: 'batches', op: 'UPDATE' as const, id: 'b1', companyId: 'c', seq: 9 };
    fake.last().receive({ type: 'event', topic: TOPIC, event });
    expect(delivered).toEqual([
      { topic: TOPIC, message: { type: 'resync', quietSince: 1_000_000 - 4000 } },
      { topic: TOPIC, message: { type: 'event', event } },
    ]);
    // Another topic followed later goes over the same socket; one left is unsubscribed.
    topics = [OTHER];
    connection.sync();
    expect(fake.sockets).toHaveLength(1);
    expect(fake.last().sent.slice(1)).toEqual([
      { type: 'subscribe', topic: OTHER },
      { type: 'unsubscribe', topic: TOPIC },
    ]);
  });

  it('reconnects with the back-off of part2 §9 and resubscribes telling the last event seen', () => {
    const connection = connect();
    connection.sync();
    fake.last().accept();
    fake.last().receive({ type: 'subscribed', topic: TOPIC, resync: true, quietMs: 0 });
    fake.last().receive({
      type: 'event',
      topic: TOPIC,
      event: { table: 'batches', op: 'INSERT', id: 'b1', companyId: 'c', seq: 41 },
    });
    const waits: number[] = [];
    for (let drop = 0; drop < 7; drop++) {
      fake.last().serverClose(1006);
      const count = fake.sockets.length;
      let waited = 0;
      while (fake.sockets.length === count) {
        fake.advance(500);
        waited += 500;
      }
      waits.push(waited);
      if (drop < 6) continue;
      fake.last().accept();
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(fake.last().sent).toEqual([{ type: 'subscribe', topic: TOPIC, since: 41 }]);
    // A confirmed subscription resets the back-off.
    fake.last().receive({ type: 'subscribed', topic: TOPIC, resync: false, quietMs: 100 });
    expect(connection.attempt).toBe(0);
    expect(delivered.filter((d) => d.message.type === 'resync')).toHaveLength(1);
  });

  it('gives up an attempt that does not open in time, and retries', () => {
    const connection = connect();
    connection.sync();
    fake.advance(CONNECT_TIMEOUT_MS);
    expect(fake.sockets[0]?.closedWith).toBe(1000);
    expect(connection.state).toBe('waiting');
    fake.advance(1000);
    expect(fake.sockets).toHaveLength(2);
  });

  it('reconnects at once when the browser is back online or the tab visible, and waits while hidden', () => {
    const connection = connect();
    connection.sync();
    fake.last().accept();
    fake.setVisible(false);
    fake.last().serverClose(1006);
    fake.advance(60_000);
    expect(fake.sockets).toHaveLength(1);
    expect(connection.state).toBe('waiting');
    fake.setVisible(true);
    fake.wake();
    expect(fake.sockets).toHaveLength(2);
    fake.last().accept();
    // Offline → online while waiting for the next attempt: no need to wait.
    fake.last().serverClose(1006);
    fake.wake();
    expect(fake.sockets).toHaveLength(3);
  });

  it('does not retry after the server ended the session, until a page follows a topic again', () => {
    const connection = connect();
    connection.sync();
    fake.last().accept();
    fake.last().serverClose(REALTIME_CLOSE.sessionEnded);
    fake.advance(120_000);
    expect(fake.sockets).toHaveLength(1);
    expect(connection.state).toBe('ended');
    connection.sync();
    expect(fake.sockets).toHaveLength(2);
  });

  it('closes the socket a minute after the last topic is left, and does not reconnect without topics', () => {
    const connection = connect();
    connection.sync();
    fake.last().accept();
    topics = [];
    connection.sync();
    expect(fake.last().sent.at(-1)).toEqual({ type: 'unsubscribe', topic: TOPIC });
    fake.advance(59_000);
    expect(fake.last().closedWith).toBeUndefined();
    fake.advance(1_000);
    expect(fake.last().closedWith).toBe(1000);
    fake.advance(120_000);
    expect(fake.sockets).toHaveLength(1);
    expect(connection.state).toBe('idle');
  });
});
