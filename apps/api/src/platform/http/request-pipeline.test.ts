import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { addMember } from '../../../test/members.ts';
import { StatementRecorder } from '../../../test/statement-recorder.ts';
import {
  createTestApp,
  openTestDatabase,
  RecordingMailer,
  signUpCompany,
  TEST_BASE_URL,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import { createAppAuth } from '../../app-auth.ts';
import { subscriptions } from '../../modules/subscriptions/schema.ts';
import { setClockOffsetMs } from '../clock.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { runAsSystemForCompany } from '../db/tenant.ts';

let ctx: TestContext;
let recorder: StatementRecorder;
beforeAll(async () => {
  ctx = await createTestApp();
  recorder = new StatementRecorder(ctx.database);
});
afterAll(() => ctx.close());
afterEach(() => setClockOffsetMs(0));

const DAY_MS = 24 * 60 * 60 * 1000;
const SUPPLIERS = { suppliers: { canAccess: true, canWrite: true, canDelete: true } };

/** Tables the pipeline reads to know who calls; a warm request touches none of them. */
const IDENTITY_TABLES = /\b(sessions|users|profiles|user_feature_permissions|subscriptions)\b/;

describe('one trip per request', () => {
  it('sends one transaction for a warm authenticated read: begin, one settings statement, the route, commit', async () => {
    const company = await signUpCompany(ctx, 'Confecção Uma Viagem');
    // Sign-up does not go through the route pipeline: the first read finds every cache cold.
    const cold = await recorder.record(() => company.client.get('/api/suppliers'));
    const warm = await recorder.record(async () => {
      const res = await company.client.get('/api/suppliers');
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([]);
    });
    console.info(
      `GET /api/suppliers statements: cold ${cold.length}, warm ${warm.length}\n${warm.join('\n')}`,
    );

    expect(warm[0]).toBe('begin');
    expect(warm.at(-1)).toBe('commit');
    // Parameters on PGlite; literals on PostgreSQL, where the settings travel with the first statement.
    const value = String.raw`(\$\d|'[\w.-]+')`;
    expect(warm[1]).toMatch(
      new RegExp(
        `^select set_config\\(${value}, ${value}, true\\), set_config\\(${value}, ${value}, true\\)$`,
      ),
    );
    const route = warm.slice(2, -1);
    expect(route.length).toBeGreaterThan(0);
    for (const statement of route) {
      expect(statement).not.toMatch(/set_config|^begin|^commit|^set /);
      expect(statement).not.toMatch(IDENTITY_TABLES);
    }
    expect(cold.length).toBeGreaterThan(warm.length);
  });

  it('asks better-auth once for the requests that miss the same session together', async () => {
    const company = await signUpCompany(ctx, 'Confecção Chegam Juntas');
    // Another app on the same database: its caches are cold, as when an entry has just expired.
    const auth = createAppAuth({
      db: ctx.db,
      baseURL: TEST_BASE_URL,
      secret: 'test-secret-test-secret-test-secret-0123',
      rateLimit: false,
      mailer: new RecordingMailer(),
    });
    const cold = new TestClient(
      createApp({ db: ctx.db, auth, mailer: new RecordingMailer(), publicUrl: TEST_BASE_URL }),
    );
    cold.cookie = company.client.cookie;
    const statements = await recorder.record(async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, () => cold.get('/api/suppliers')));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    });
    // One lookup for the four (each alone would make four). On a PostgreSQL shared with the other test files, a
    // change another file commits meanwhile is heard here too and sends the four round once more, again together.
    const lookups = statements.filter((text) => /^select .* from "sessions"/.test(text)).length;
    expect(lookups).toBeGreaterThanOrEqual(1);
    expect(lookups).toBeLessThanOrEqual(inject('testDatabaseUrl') ? 2 : 1);
  });

  it('really runs the route as the app role with the company set (row-level security applies)', async () => {
    const a = await signUpCompany(ctx, 'Confecção Papel A');
    const b = await signUpCompany(ctx, 'Confecção Papel B');
    await b.client.post('/api/suppliers', { name: 'Fornecedor Só de B' });
    for (let i = 0; i < 2; i++) {
      const res = await a.client.get('/api/suppliers');
      if (res.status !== 200) console.error(JSON.stringify(res.body));
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([]);
    }
  });

  it('writes the last access after the request, in its own transaction, at most every few minutes', async () => {
    const company = await signUpCompany(ctx, 'Confecção Último Acesso');
    const member = await addMember(ctx, company.companyId, 'user', SUPPLIERS);
    const first = await recorder.record(() => member.client.get('/api/suppliers'));
    const update = first.findIndex((s) => s.startsWith('update "profiles"'));
    expect(update).toBeGreaterThan(first.indexOf('commit'));
    expect(first.filter((s) => s.startsWith('update "profiles"'))).toHaveLength(1);
    const again = await recorder.record(() => member.client.get('/api/suppliers'));
    expect(again.some((s) => s.startsWith('update "profiles"'))).toBe(false);
    const listed = await company.client.get(`/api/users/${member.userId}`);
    expect(listed.body.lastAccessAt).not.toBeNull();
  });
});

describe('a change takes effect on the very next request, with warm caches', () => {
  async function warmMember(name: string) {
    const company = await signUpCompany(ctx, name);
    const member = await addMember(ctx, company.companyId, 'user', SUPPLIERS);
    for (let i = 0; i < 2; i++) expect((await member.client.get('/api/suppliers')).status).toBe(200);
    return { company, member };
  }

  it('refuses a member deactivated by the owner', async () => {
    const { company, member } = await warmMember('Confecção Desativa');
    const res = await company.client.patch(`/api/users/${member.userId}`, { isActive: false });
    expect(res.status).toBe(200);
    expect([401, 403]).toContain((await member.client.get('/api/suppliers')).status);
  });

  it('answers 403 once a permission is removed', async () => {
    const { company, member } = await warmMember('Confecção Permissão');
    const res = await company.client.request('PUT', `/api/users/${member.userId}/permissions`, {
      permissions: {},
    });
    expect(res.status).toBe(200);
    expect((await member.client.get('/api/suppliers')).status).toBe(403);
  });

  it('answers 402 once the subscription is cancelled, and when the trial ends by the clock', async () => {
    const company = await signUpCompany(ctx, 'Confecção Cancela');
    await runAsSystemForCompany(ctx.db, company.companyId, (tx) =>
      tx
        .update(subscriptions)
        .set({ status: 'active', trialEnd: null, currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS) })
        .where(eq(subscriptions.companyId, company.companyId)),
    );
    for (let i = 0; i < 2; i++) expect((await company.client.get('/api/suppliers')).status).toBe(200);
    expect((await company.client.post('/api/billing/cancel')).status).toBe(200);
    expect((await company.client.get('/api/suppliers')).status).toBe(402);

    const trial = await signUpCompany(ctx, 'Confecção Relógio');
    for (let i = 0; i < 2; i++) expect((await trial.client.get('/api/suppliers')).status).toBe(200);
    setClockOffsetMs(8 * DAY_MS);
    expect((await trial.client.get('/api/suppliers')).status).toBe(402);
  });

  it('answers 401 to the cookie of a signed-out session', async () => {
    const { member } = await warmMember('Confecção Sai');
    const kept = new TestClient(ctx.app);
    kept.cookie = member.client.cookie;
    expect((await member.client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await kept.get('/api/suppliers')).status).toBe(401);
  });
});

describe('across API processes', () => {
  let other: { app: ReturnType<typeof createApp>; database: DatabaseHandle | null };
  beforeAll(async () => {
    // PostgreSQL: another pool on the same database, as another process would have; PGlite: one engine, two apps.
    const database = ctx.database.kind === 'postgres' ? await openTestDatabase() : null;
    const db = database?.db ?? ctx.db;
    const mailer = new RecordingMailer();
    const auth = createAppAuth({
      db,
      baseURL: TEST_BASE_URL,
      secret: 'test-secret-test-secret-test-secret-0123',
      rateLimit: false,
      mailer,
    });
    other = { app: createApp({ db, auth, mailer, publicUrl: TEST_BASE_URL }), database };
  });
  afterAll(() => other.database?.close());

  it('drops another process’s caches when a member is deactivated or a permission removed', async () => {
    const company = await signUpCompany(ctx, 'Confecção Dois Processos');
    const member = await addMember(ctx, company.companyId, 'user', SUPPLIERS);
    const elsewhere = new TestClient(other.app);
    elsewhere.cookie = member.client.cookie;
    for (let i = 0; i < 2; i++) expect((await elsewhere.get('/api/suppliers')).status).toBe(200);

    const res = await company.client.request('PUT', `/api/users/${member.userId}/permissions`, {
      permissions: {},
    });
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await elsewhere.get('/api/suppliers')).status, { timeout: 2000 })
      .toBe(403);

    await company.client.patch(`/api/users/${member.userId}`, { isActive: false });
    await expect
      .poll(async () => (await elsewhere.get('/api/users/me')).status, { timeout: 2000 })
      .toBeGreaterThanOrEqual(401);
  });
});
