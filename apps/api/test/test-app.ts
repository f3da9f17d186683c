import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { createAppAuth } from '../src/app-auth.ts';
import type { PushService } from '../src/modules/push/index.ts';
import { subscriptions } from '../src/modules/subscriptions/schema.ts';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/client.ts';
import { runAsSystemForCompany } from '../src/platform/db/tenant.ts';
import type { ApiRoute } from '../src/platform/http/route.ts';
import type { Mailer, OutgoingEmail } from '../src/platform/mail/mailer.ts';
import { createRealtimeHub, type RealtimeHub } from '../src/platform/realtime/index.ts';
import { createLocalDiskStorage } from '../src/platform/storage/local-disk.ts';
import type { FileStorage } from '../src/platform/storage/storage.ts';

export const TEST_BASE_URL = 'http://localhost:3000';

/** A database for one test file: a clone of the migrated PGlite template, or the run's PostgreSQL database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = inject('testDatabaseUrl');
  if (url) return openDatabase({ databaseUrl: url, poolSize: 4 });
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('global setup did not provide a database');
  return openDatabase({ loadDataDir: new Blob([readFileSync(template)]) });
}

/** A test app; `realtime` is its listener of database events (apps made without one serve no socket). */
export type TestContext = Omit<Awaited<ReturnType<typeof createTestApp>>, 'realtime'> & {
  realtime?: RealtimeHub;
};

const testFiles = new WeakMap<object, FileStorage>();
/** The file storage (a temporary directory) of a test app, to check what the API stored or removed. */
export function testStorage(ctx: Pick<TestContext, 'app'>): FileStorage {
  const storage = testFiles.get(ctx.app);
  if (!storage) throw new Error('this app was not made by createTestApp');
  return storage;
}

export async function createTestApp(
  options: {
    rateLimit?: boolean;
    trustProxy?: boolean;
    /** A database shared with another app (two API processes on one database), closed by its opener. */
    database?: DatabaseHandle;
    /** The push service to use (push tests give one with keys and a stand-in push service); off otherwise. */
    push?: (db: DatabaseHandle['db']) => PushService;
    /** The API routes served (every route of the product by default). */
    routes?: ApiRoute[];
  } = {},
) {
  const database = options.database ?? (await openTestDatabase());
  const mailer = new RecordingMailer();
  const auth = createAppAuth({
    db: database.db,
    baseURL: TEST_BASE_URL,
    secret: 'test-secret-test-secret-test-secret-0123',
    rateLimit: options.rateLimit ?? false,
    mailer,
  });
  const filesDir = mkdtempSync(join(tmpdir(), 'alinhavo-test-files-'));
  const storage = createLocalDiskStorage(filesDir);
  // Listens to the database only once a socket connects (test/realtime.ts serves the app on a port for that).
  const realtime = createRealtimeHub(database.db);
  const app = createApp({
    db: database.db,
    auth,
    trustProxy: options.trustProxy ?? false,
    mailer,
    publicUrl: TEST_BASE_URL,
    storage,
    realtime,
    ...(options.push ? { push: options.push(database.db) } : {}),
    ...(options.routes ? { routes: options.routes } : {}),
  });
  const close = async () => {
    await realtime.close();
    if (!options.database) await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  };
  testFiles.set(app, storage);
  return { app, auth, mailer, database, db: database.db, realtime, close };
}

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers };

/** Calls the app in-process like a browser would: same origin, JSON, cookies kept between calls. */
export class TestClient {
  cookie = '';
  constructor(
    private readonly app: TestContext['app'],
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = {
      method,
      headers: {
        origin: TEST_BASE_URL,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...this.extraHeaders,
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    };
    const response = await this.app.request(`${TEST_BASE_URL}${path}`, init);
    this.keepCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  private keepCookies(headers: Headers) {
    const jar = new Map(
      this.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => [pair.split('=')[0]!, pair] as const),
    );
    for (const line of headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (!value || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, pair);
    }
    this.cookie = [...jar.values()].join('; ');
  }
}

export type SignedUpCompany = {
  client: TestClient;
  userId: string;
  companyId: string;
  email: string;
  password: string;
};

/**
 * Signs up a new company through the public endpoint and returns its owner's signed-in client. The company starts
 * in a 7-day trial, as after the onboarding wizard (its features answer only with a usable subscription); pass
 * `{ subscription: 'none' }` for a company that has not started one.
 */
export async function signUpCompany(
  ctx: TestContext,
  name = 'Confecção Teste',
  options: { subscription?: 'trialing' | 'none' } = {},
): Promise<SignedUpCompany> {
  const client = new TestClient(ctx.app);
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Costura#2026';
  const res = await client.post('/api/auth/company/sign-up', {
    fullName: 'Dona Teste',
    companyName: name,
    email,
    password,
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const companyId: string = res.body.companyId;
  if ((options.subscription ?? 'trialing') === 'trialing') await startTestTrial(ctx, companyId);
  return { client, userId: res.body.userId, companyId, email, password };
}

/** A trial row written directly (the wizard's rules are tested in the subscriptions module). */
export async function startTestTrial(ctx: TestContext, companyId: string): Promise<void> {
  const start = new Date();
  const trialEnd = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000);
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx.insert(subscriptions).values({
      companyId,
      planId: 'starter',
      status: 'trialing',
      trialEnd,
      currentPeriodStart: start,
      currentPeriodEnd: trialEnd,
    }),
  );
}

/** Moves the company's subscription to another plan (the workshop portal, for one, starts at Professional). */
export async function usePlan(ctx: TestContext, companyId: string, planId: string): Promise<void> {
  await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx.update(subscriptions).set({ planId }).where(eq(subscriptions.companyId, companyId)),
  );
}

/** Keeps what the app would send, so API tests can read the reset link or code that "arrived". */
export class RecordingMailer implements Mailer {
  readonly sent: OutgoingEmail[] = [];
  async queue(email: OutgoingEmail) {
    this.sent.push(email);
  }
  async deliverDue() {
    return 0;
  }
  start() {}
  async stop() {}
  last(to: string, kind?: string): OutgoingEmail | undefined {
    return this.sent.filter((e) => e.to === to && (!kind || e.kind === kind)).at(-1);
  }
}
