import type { AddressInfo } from 'node:net';
import type { RealtimeEvent, RealtimeServerMessage } from '@alinhavo/domain';
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import { createRealtimeSocketServer, REALTIME_PATH } from '../src/platform/realtime/index.ts';
import { TEST_BASE_URL, type TestContext } from './test-app.ts';

export type ServedApp = { port: number; wsUrl: string; close(): Promise<void> };

/** Serves a test app on a free local port with WebSocket upgrades, as server.ts does. */
export async function serveTestApp(ctx: Pick<TestContext, 'app'>): Promise<ServedApp> {
  const websocket = { server: createRealtimeSocketServer() };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1', websocket }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    wsUrl: `ws://127.0.0.1:${port}${REALTIME_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        websocket.server.close();
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

/** A socket as a browser tab holds it: the page's cookie and Origin, the server's messages kept in order. */
export class TestSocket {
  readonly messages: RealtimeServerMessage[] = [];
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as RealtimeServerMessage);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static open(
    served: ServedApp,
    cookie: string,
    headers: Record<string, string> = { origin: TEST_BASE_URL },
  ): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(served.wsUrl, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
      const socket = new TestSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_req, res) => {
        reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode }));
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Waits for the first message (not yet taken) matching `match`, and takes it. */
  async next<T extends RealtimeServerMessage>(
    match: (message: RealtimeServerMessage) => message is T,
    timeoutMs?: number,
  ): Promise<T>;
  async next(
    match: (message: RealtimeServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<RealtimeServerMessage>;
  async next(match: (message: RealtimeServerMessage) => boolean, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const at = this.messages.findIndex(match);
      if (at >= 0) return this.messages.splice(at, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the first event (not yet taken) whose database event matches `match`. */
  nextEvent(match: (event: RealtimeEvent) => boolean = () => true, timeoutMs?: number) {
    return this.next(
      (m): m is Extract<RealtimeServerMessage, { type: 'event' }> => m.type === 'event' && match(m.event),
      timeoutMs,
    );
  }

  /** Subscribes and waits for the answer about that topic ('subscribed' or an error). */
  async subscribe(topic: string, since?: number): Promise<RealtimeServerMessage> {
    this.send({ type: 'subscribe', topic, ...(since !== undefined ? { since } : {}) });
    return this.next(
      (m) => (m.type === 'subscribed' || m.type === 'error') && 'topic' in m && m.topic === topic,
    );
  }

  /** Resolves with the close code once the server has closed the socket. */
  async closed(timeoutMs = 5_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === null) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('the socket was not closed');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closeCode;
  }

  close(): void {
    this.ws.close();
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
