import { EventEmitter } from 'node:events';
import type { RealtimeEvent, RealtimeServerMessage } from '@alinhavo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { RealtimeGateway } from './gateway.ts';
import type { RealtimeHub } from './hub.ts';
import type { RealtimePrincipal } from './principal.ts';
import { companyTopic, TopicRegistry } from './topics.ts';

const COMPANY = '3f0b6c1e-8a2d-4d5e-9f10-123456789abc';
const TOPIC = `batches:${COMPANY}`;

/** A socket as ws hands it over, recording what the gateway does to it. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: RealtimeServerMessage[] = [];
  pings = 0;
  terminated = false;
  send(text: string) {
    this.sent.push(JSON.parse(text) as RealtimeServerMessage);
  }
  ping() {
    this.pings++;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  close() {
    this.readyState = 3;
  }
}

function fakeHub() {
  let onEvent: (event: RealtimeEvent) => void = () => {};
  let onGap: () => void = () => {};
  const hub: RealtimeHub = {
    start: async () => {},
    listeningSince: 0,
    onEvent: (listener) => {
      onEvent = listener;
      return () => {};
    },
    onGap: (listener) => {
      onGap = listener;
      return () => {};
    },
    onClose: () => {},
    close: async () => {},
  };
  return { hub, emit: (event: RealtimeEvent) => onEvent(event), gap: () => onGap() };
}

const principal: RealtimePrincipal = {
  kind: 'member',
  userId: 'u1',
  sessionId: 's1',
  companyIds: [COMPANY],
  member: {
    tenant: {
      userId: 'u1',
      companyId: COMPANY,
      companyName: 'A',
      email: 'a@example.com',
      fullName: 'A',
      role: 'owner',
      permissions: {},
    },
    canRead: () => true,
  },
};

let hub: ReturnType<typeof fakeHub>;
let gateway: RealtimeGateway;

async function connected() {
  const socket = new FakeSocket();
  const session = { sessionId: 's1', userId: 'u1' };
  gateway.accept(socket as unknown as WebSocket, { session, principal, headers: new Headers() });
  socket.emit('message', Buffer.from(JSON.stringify({ type: 'subscribe', topic: TOPIC })), false);
  await vi.waitFor(() => expect(socket.sent.some((m) => m.type === 'subscribed')).toBe(true));
  return socket;
}

const event = (seq: number): RealtimeEvent => ({
  table: 'batches',
  op: 'UPDATE',
  id: 'b1',
  companyId: COMPANY,
  seq,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  hub = fakeHub();
  gateway = new RealtimeGateway({
    hub: hub.hub,
    topics: new TopicRegistry().register(companyTopic('batches', ['batches'], ['production-batches'])),
    readSession: async () => ({ sessionId: 's1', userId: 'u1' }),
    resolvers: [async () => principal],
    heartbeatMs: 1000,
    recheckEveryMs: 60_000,
    maxBufferedBytes: 1000,
  });
});

afterEach(() => {
  gateway.closeAll();
  vi.useRealTimers();
});

describe('the gateway', () => {
  it('pings every socket and ends one that did not answer the previous ping', async () => {
    const answering = await connected();
    const silent = await connected();
    vi.advanceTimersByTime(1000);
    expect([answering.pings, silent.pings]).toEqual([1, 1]);
    answering.emit('pong');
    vi.advanceTimersByTime(1000);
    expect(silent.terminated).toBe(true);
    expect(answering.terminated).toBe(false);
    expect(gateway.size).toBe(1);
  });

  it('ends a socket that stopped reading (its unsent data past the limit) instead of queueing more', async () => {
    const reading = await connected();
    const stuck = await connected();
    stuck.bufferedAmount = 5000;
    hub.emit(event(1));
    expect(stuck.terminated).toBe(true);
    expect(reading.sent.filter((m) => m.type === 'event')).toHaveLength(1);
  });

  it('handles a socket’s messages in order: an unsubscription sent right after a subscription wins', async () => {
    const socket = new FakeSocket();
    gateway.accept(socket as unknown as WebSocket, {
      session: { sessionId: 's1', userId: 'u1' },
      principal,
      headers: new Headers(),
    });
    socket.emit('message', Buffer.from(JSON.stringify({ type: 'subscribe', topic: TOPIC })), false);
    socket.emit('message', Buffer.from(JSON.stringify({ type: 'unsubscribe', topic: TOPIC })), false);
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toEqual(['subscribed', 'unsubscribed']));
    hub.emit(event(2));
    expect(socket.sent.filter((m) => m.type === 'event')).toEqual([]);
  });

  it('tells every subscribed socket to resync when the database listener was interrupted', async () => {
    const socket = await connected();
    hub.gap();
    expect(socket.sent.at(-1)).toEqual({ type: 'resync', topic: TOPIC, quietMs: 0 });
  });
});
