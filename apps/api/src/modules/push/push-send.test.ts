import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { z } from 'zod';
import { addMember, setProfileActive } from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsTenant } from '../../platform/db/tenant.ts';
import { AppError } from '../../platform/http/errors.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { logger } from '../../platform/log/logger.ts';
import { apiRoutes } from '../index.ts';
import { suppliers } from '../suppliers/schema.ts';
import { sendPush } from './context.ts';
import { createPushService, type PushService } from './push-service.ts';
import {
  type BrowserStandIn,
  browserStandIn,
  decryptPush,
  type FakePushService,
  startFakePushService,
  verifiedVapidClaims,
} from './push-test-support.ts';
import { pushSubscriptions } from './schema.ts';

/**
 * A route as a business area would write one: a change, then sendPush. `fail` makes it throw after asking, so the
 * change rolls back; `seenInside` records how many pushes had arrived while the transaction was still open.
 */
const seenInside: number[] = [];
const afterCommitRoute = defineRoute({
  method: 'post',
  path: '/test/push-after-commit',
  summary: 'test only',
  tag: 'test',
  access: 'signed-in',
  body: z.object({ name: z.string(), fail: z.boolean() }),
  handler: async ({ tx, tenant, body, c, services }) => {
    await tx.insert(suppliers).values({ companyId: tenant.companyId, name: body.name });
    sendPush(c, services, {
      companyId: tenant.companyId,
      audience: { userIds: [tenant.userId] },
      title: 'Fornecedor',
      body: body.name,
      url: '/app/fornecedores',
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    seenInside.push(fake.received.length);
    if (body.fail) throw new AppError('CONFLICT', 'Falha de propósito');
    return { ok: true };
  },
});

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:suporte@alinhavo.app' };
let fake: FakePushService;
let ctx: TestContext;
let push: PushService;
let a: SignedUpCompany;
let b: SignedUpCompany;

beforeAll(async () => {
  fake = await startFakePushService();
  ctx = await createTestApp({
    push: (db) => {
      push = createPushService({ db, vapid, extraHosts: [fake.host], agent: fake.agent, timeoutMs: 5000 });
      return push;
    },
    routes: [...apiRoutes, afterCommitRoute],
  });
  a = await signUpCompany(ctx, 'Confecção Push A');
  b = await signUpCompany(ctx, 'Confecção Push B');
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.received.length = 0;
});

/** A browser of `client`'s person, subscribed through the API to a fresh endpoint of the stand-in. */
async function subscribe(client: TestClient): Promise<BrowserStandIn & { name: string; endpoint: string }> {
  const browser = browserStandIn();
  const name = randomUUID();
  const endpoint = fake.endpoint(name);
  const res = await client.post('/api/push/subscriptions', { endpoint, keys: browser.keys });
  if (res.status !== 200) throw new Error(`subscribe failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...browser, name, endpoint };
}

const endpointsOf = async (companyId: string) =>
  (
    await runAsTenant(ctx.db, companyId, (tx) =>
      tx
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.companyId, companyId)),
    )
  ).map((row) => row.endpoint);

const receivedBy = (name: string) => fake.received.filter((p) => p.path === `/push/${name}`);

describe('sendPush', () => {
  it('reaches the push service with a valid VAPID JWT and a body only the browser can read', async () => {
    const browser = await subscribe(a.client);
    const report = await push.send({
      companyId: a.companyId,
      audience: { userIds: [a.userId] },
      title: 'Nova mensagem',
      body: `Facção Costura Fina: ${'a'.repeat(200)}`,
      tag: 'conversa-1',
      url: '/app/mensagens-faccao?conv=1',
    });
    expect(report).toEqual({ sent: 1, removed: 0, failed: 0 });
    const [received] = receivedBy(browser.name);
    expect(received).toBeDefined();
    const vapidAuth = verifiedVapidClaims(received!);
    expect(vapidAuth?.key).toBe(vapid.publicKey);
    expect(vapidAuth?.claims.aud).toBe(new URL(browser.endpoint).origin);
    expect(vapidAuth?.claims.sub).toBe(vapid.subject);
    const now = Date.now() / 1000;
    expect(vapidAuth!.claims.exp).toBeGreaterThan(now);
    expect(vapidAuth!.claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received!.headers.ttl)).toBe(86400);
    expect(received!.body.toString('utf8')).not.toContain('Nova mensagem');
    const payload = decryptPush(received!, browser) as Record<string, string>;
    expect(payload).toMatchObject({
      title: 'Nova mensagem',
      tag: 'conversa-1',
      url: '/app/mensagens-faccao?conv=1',
    });
    expect(Array.from(payload.body!)).toHaveLength(120);
    expect(payload.body!.endsWith('…')).toBe(true);
  });

  it('deletes a subscription the push service says is gone (410 or 404) and keeps the others', async () => {
    const gone = await subscribe(a.client);
    const expired = await subscribe(a.client);
    const alive = await subscribe(a.client);
    fake.answer(gone.name, 410);
    fake.answer(expired.name, 404);
    const report = await push.send({
      companyId: a.companyId,
      audience: { userIds: [a.userId] },
      title: 'Teste',
      body: 'Olá',
      url: '/app/hub',
    });
    expect(report.removed).toBe(2);
    expect(receivedBy(alive.name)).toHaveLength(1);
    const left = await endpointsOf(a.companyId);
    expect(left).toContain(alive.endpoint);
    expect(left).not.toContain(gone.endpoint);
    expect(left).not.toContain(expired.endpoint);
  });

  it('keeps a subscription on a passing failure and logs it without the endpoint or keys', async () => {
    const browser = await subscribe(a.client);
    fake.answer(browser.name, 503);
    const warn = vi.spyOn(logger, 'warn');
    try {
      const report = await push.send({
        companyId: a.companyId,
        audience: { userIds: [a.userId] },
        title: 'Teste',
        body: 'Olá',
        url: '/app/hub',
      });
      expect(report.failed).toBeGreaterThanOrEqual(1);
      expect(await endpointsOf(a.companyId)).toContain(browser.endpoint);
      const logged = JSON.stringify(warn.mock.calls);
      expect(logged).toContain('503');
      expect(logged).not.toContain(browser.name);
      expect(logged).not.toContain(browser.keys.p256dh);
      expect(logged).not.toContain(browser.keys.auth);
    } finally {
      warn.mockRestore();
      fake.answer(browser.name, 201);
    }
  });

  it('never throws into the caller, even when the push service cannot be reached', async () => {
    const unreachable = createPushService({ db: ctx.db, vapid, extraHosts: ['127.0.0.1'], timeoutMs: 2000 });
    const browser = browserStandIn();
    // An address where nothing listens (a closed port); the subscription is written straight to the database.
    const endpoint = 'https://127.0.0.1:9/push/nada';
    await runAsTenant(ctx.db, a.companyId, (tx) =>
      tx.insert(pushSubscriptions).values({
        companyId: a.companyId,
        userId: a.userId,
        endpoint,
        p256dh: browser.keys.p256dh,
        auth: browser.keys.auth,
      }),
    );
    const report = await unreachable.send({
      companyId: a.companyId,
      audience: { userIds: [a.userId] },
      title: 'Teste',
      body: 'Olá',
      url: '/app/hub',
    });
    expect(report.failed).toBeGreaterThanOrEqual(1);
    await runAsTenant(ctx.db, a.companyId, (tx) =>
      tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    );
  });

  it('company audience: every active member of the company, no one else', async () => {
    const member = await addMember(ctx, a.companyId, 'user');
    const leaver = await addMember(ctx, a.companyId, 'user');
    const owners = await subscribe(a.client);
    const members = await subscribe(member.client);
    const leavers = await subscribe(leaver.client);
    const others = await subscribe(b.client);
    await setProfileActive(ctx, a.companyId, leaver.userId, false);
    await push.send({
      companyId: a.companyId,
      audience: 'company',
      title: 'Aviso',
      body: 'Para todos',
      url: '/app/hub',
    });
    expect(receivedBy(owners.name)).toHaveLength(1);
    expect(receivedBy(members.name)).toHaveLength(1);
    expect(receivedBy(leavers.name)).toHaveLength(0);
    expect(receivedBy(others.name)).toHaveLength(0);
  });

  it('user audience: only those people, and only within the company', async () => {
    const member = await addMember(ctx, a.companyId, 'user');
    const owners = await subscribe(a.client);
    const members = await subscribe(member.client);
    const others = await subscribe(b.client);
    await push.send({
      companyId: a.companyId,
      audience: { userIds: [member.userId, b.userId] },
      title: 'Só para você',
      body: 'Olá',
      url: '/app/hub',
    });
    expect(receivedBy(members.name)).toHaveLength(1);
    expect(receivedBy(owners.name)).toHaveLength(0);
    expect(receivedBy(others.name)).toHaveLength(0);
  });

  it('sends nothing when push is off (no VAPID keys)', async () => {
    const browser = await subscribe(a.client);
    const off = createPushService({ db: ctx.db, extraHosts: [fake.host], agent: fake.agent });
    expect(off.publicKey).toBeNull();
    const report = await off.send({
      companyId: a.companyId,
      audience: 'company',
      title: 'x',
      body: 'y',
      url: '/',
    });
    expect(report).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(receivedBy(browser.name)).toHaveLength(0);
  });

  it('from a route: sent only after the transaction commits, and not at all when it rolls back', async () => {
    const browser = await subscribe(a.client);
    const kept = await a.client.post('/api/test/push-after-commit', { name: 'Aviamentos Sul', fail: false });
    expect(kept.status).toBe(200);
    await push.settled();
    expect(seenInside.at(-1)).toBe(0);
    const pushes = receivedBy(browser.name);
    expect(pushes).toHaveLength(1);
    expect(decryptPush(pushes[0]!, browser)).toMatchObject({ title: 'Fornecedor', body: 'Aviamentos Sul' });

    fake.received.length = 0;
    const refused = await a.client.post('/api/test/push-after-commit', { name: 'Nunca Gravado', fail: true });
    expect(refused.status).toBe(409);
    await push.settled();
    expect(fake.received).toHaveLength(0);
  });
});
