import { REALTIME_TOPIC_KINDS, type RealtimeServerMessage, realtimeTopic } from '@alinhavo/domain';
import pg from 'pg';
import WebSocket from 'ws';
import type { BenchServers } from './bench-process.ts';
import { log, ms, type ReportRow, times, verdict } from './report.ts';
import { median, percentile } from './stats.ts';

export type RealtimeBenchOptions = {
  section: string;
  servers: BenchServers;
  /** The throwaway database the bench server uses: changes are made straight in it, as any writer would. */
  databaseUrl: string;
  sockets: number;
  events: number;
};

/** The target: event delivery p95 from the database change to the socket, with 500 sockets open. */
const TARGET_P95_MS = 100;

/**
 * Opens `sockets` WebSockets to the real app (one per simulated tab, all following the company's batches), then
 * changes a batch `events` times straight in PostgreSQL, one after the other: each change goes through the
 * trigger, NOTIFY, the server's listener and its fan-out to every socket. Latency per socket = from just before
 * the UPDATE is sent to that socket's message (the commit included). Beside it: the median of one authorised
 * HTTP round trip (GET /api/batches/:id, what a client sends on an event) measured in the same run.
 */
export async function measureRealtime(options: RealtimeBenchOptions): Promise<ReportRow[]> {
  const { servers, section } = options;
  const company = await servers.signUp('Confecção Benchmark Tempo Real');
  const batchId = await makeBatch(servers, company.cookie);
  const topic = realtimeTopic(REALTIME_TOPIC_KINDS.batches, company.companyId);
  const wsUrl = `${servers.appUrl.replace(/^http/, 'ws')}/api/realtime`;

  let changedAt = 0;
  let received = 0;
  let onAll: (() => void) | null = null;
  const latencies: number[] = [];
  let measuring = false;
  const sockets: WebSocket[] = [];
  const openStarted = performance.now();
  try {
    for (let start = 0; start < options.sockets; start += 50) {
      const group = Math.min(50, options.sockets - start);
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: group }, () =>
            openSubscribed(wsUrl, company.cookie, servers.appUrl, topic, () => {
              if (measuring) latencies.push(performance.now() - changedAt);
              if (++received === options.sockets) onAll?.();
            }),
          ),
        )),
      );
    }
    const openMs = performance.now() - openStarted;
    log(`  ${sockets.length} sockets open and subscribed in ${ms(openMs)}`);

    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    const change = async (round: number) => {
      received = 0;
      const all = new Promise<void>((done, fail) => {
        const timer = setTimeout(
          () => fail(new Error(`only ${received} of ${options.sockets} sockets heard change ${round}`)),
          10_000,
        );
        onAll = () => {
          clearTimeout(timer);
          done();
        };
      });
      changedAt = performance.now();
      await client.query('update batches set notes = $1 where id = $2', [`bench ${round}`, batchId]);
      await all;
      // A pause between changes, as between real edits.
      await new Promise((done) => setTimeout(done, 20));
    };
    try {
      for (let round = 0; round < 5; round++) await change(-round - 1); // warm-up
      measuring = true;
      for (let round = 0; round < options.events; round++) await change(round);
      measuring = false;
    } finally {
      await client.end();
    }
    const rss = await servers.rssMiB();

    // One authorised HTTP round trip, sequential, keep-alive (warm: session and identity caches).
    const url = `${servers.appUrl}/api/batches/${batchId}`;
    const headers = { cookie: company.cookie, origin: servers.appUrl };
    const trips: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/batches/:id answered ${response.status}`);
      if (i >= 10) trips.push(performance.now() - started);
    }

    const p50 = median(latencies);
    const p95 = percentile(latencies, 95);
    const p99 = percentile(latencies, 99);
    const max = Math.max(...latencies);
    const http = median(trips);
    log(
      `  ${options.events} changes × ${options.sockets} sockets = ${latencies.length} deliveries: p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(max)}`,
    );
    log(`  HTTP round trip GET /api/batches/:id median ${ms(http)}; server RSS ${rss.toFixed(0)} MiB`);
    return [
      {
        section,
        metric: `Event delivery p95, DB change → socket (${options.sockets} sockets)`,
        value: ms(p95),
        baseline: `${ms(http)} (HTTP round trip median)`,
        ratio: times(p95 / http),
        target: `≤ ${TARGET_P95_MS} ms`,
        verdict: verdict(p95 <= TARGET_P95_MS && latencies.length === options.events * options.sockets),
      },
      { section, metric: 'Event delivery p50 / p99 / max', value: `${ms(p50)} / ${ms(p99)} / ${ms(max)}` },
      {
        section,
        metric: `Open and subscribe ${options.sockets} sockets`,
        value: ms(openMs),
        baseline: `server RSS ${rss.toFixed(0)} MiB`,
      },
    ];
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

/** A socket as a signed-in tab opens it, subscribed to `topic`; `onEvent` is called for each event. */
function openSubscribed(
  url: string,
  cookie: string,
  origin: string,
  topic: string,
  onEvent: () => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie, origin } });
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade answered ${res.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic })));
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as RealtimeServerMessage;
      if (message.type === 'subscribed') resolve(socket);
      else if (message.type === 'event') onEvent();
      else if (message.type === 'error') reject(new Error(message.message));
    });
  });
}

/** A colour, a grid, a product, an order and a batch, through the app's routes. Returns the batch's id. */
async function makeBatch(servers: BenchServers, cookie: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const answer = await servers.capture('POST', path, cookie, body);
    if (answer.status !== 201) throw new Error(`POST ${path} answered ${answer.status}: ${answer.body}`);
    return JSON.parse(answer.body) as { id: string };
  };
  const color = await post('/api/colors', { name: 'Azul Benchmark', hex: '#2244aa' });
  const grid = await post('/api/size-grids', { name: 'Grade Benchmark', sizes: ['P', 'M'] });
  const product = await post('/api/products', {
    reference: 'BENCH-RT',
    name: 'Camiseta Tempo Real',
    sizeGridId: grid.id,
    colorIds: [color.id],
  });
  const items = ['P', 'M'].map((size) => ({ colorId: color.id, size, quantity: 10 }));
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const order = await post('/api/production-orders', { productId: product.id, items, dueDate });
  const batch = await post('/api/batches', { productionOrderId: order.id, items });
  return batch.id;
}
