import type { Server } from 'node:http';
import { completeCnpj } from '@alinhavo/domain';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.ts';
import { createAppAuth } from '../src/app-auth.ts';
import type { DatabaseHandle } from '../src/platform/db/client.ts';
import type { Mailer } from '../src/platform/mail/mailer.ts';
import { createRealtimeHub, createRealtimeSocketServer } from '../src/platform/realtime/index.ts';
import { freePort } from './free-port.ts';

/** The bench signs up its own companies; nothing is ever mailed. */
const silentMailer: Mailer = {
  queue: async () => {},
  deliverDue: async () => 0,
  start: () => {},
  stop: async () => {},
};

export type BenchApp = {
  app: ReturnType<typeof createApp>;
  publicUrl: string;
  port: number;
  close(): Promise<void>;
};

/** The real app (createApp, as the tests build it) served by @hono/node-server on a loopback port. */
export async function serveBenchApp(database: DatabaseHandle): Promise<BenchApp> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const auth = createAppAuth({
    db: database.db,
    baseURL: publicUrl,
    secret: 'bench-secret-bench-secret-bench-secret-01',
    rateLimit: false,
    mailer: silentMailer,
  });
  // As server.ts: the realtime socket too (its database listener starts with the first socket).
  const realtime = createRealtimeHub(database.db);
  const app = createApp({ db: database.db, auth, mailer: silentMailer, publicUrl, realtime });
  const websocket = { server: createRealtimeSocketServer() };
  const server = await new Promise<Server>((done) => {
    const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1', websocket }, () =>
      done(started as Server),
    );
  });
  return {
    app,
    publicUrl,
    port,
    close: async () => {
      await realtime.close();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

export type BenchCompany = { companyId: string; userId: string; cookie: string };

/**
 * Signs up a company through the public endpoint and starts its trial through the onboarding endpoint, as the
 * sign-up screen and the wizard do, so its feature routes answer. Returns the owner's session cookie.
 */
export async function signUpBenchCompany(bench: BenchApp, companyName: string): Promise<BenchCompany> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const signUp = await call(bench, 'POST', '/api/auth/company/sign-up', '', {
    fullName: 'Dona Benchmark',
    companyName,
    email: `bench-${suffix}@example.com`,
    password: 'Costura#2026',
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const { companyId, userId } = (await signUp.json()) as { companyId: string; userId: string };
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  const base = Array.from({ length: 12 }, () => String(Math.floor(Math.random() * 10))).join('');
  const trial = await call(bench, 'POST', '/api/subscription/trial', cookie, {
    documentType: 'CNPJ',
    documentNumber: completeCnpj(base),
    phone: '11987654321',
    address: 'Rua das Costureiras, 120 - Brás, São Paulo - SP',
  });
  if (trial.status !== 201) throw new Error(`trial answered ${trial.status}: ${await trial.text()}`);
  return { companyId, userId, cookie };
}

/** One request through the app in-process (no socket), as a browser on the public URL would send it. */
export function call(bench: BenchApp, method: string, path: string, cookie: string, body?: unknown) {
  return bench.app.request(`${bench.publicUrl}${path}`, {
    method,
    headers: {
      origin: bench.publicUrl,
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}
