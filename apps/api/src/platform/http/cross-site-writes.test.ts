import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TEST_BASE_URL,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import { createBillingTestApp } from '../../modules/billing/billing-test-support.ts';
import { apiRoutes } from '../../modules/index.ts';
import type { AppEnv } from './app-env.ts';
import { CROSS_SITE_MESSAGE, refuseCrossSiteWrites } from './cross-site-writes.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Origem');
});
afterAll(() => ctx.close());

const EVIL = 'https://atacante.example';
const writes = apiRoutes.filter((r) => r.method !== 'get');

/** The bodies a page of another site can send: fetch with JSON, and the three a plain HTML form can post. */
function crossSiteBodies(): { name: string; body: string | FormData; type?: string }[] {
  const multipart = new FormData();
  multipart.set('name', 'Fornecedor forjado');
  multipart.set('photo', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'foto.jpg');
  return [
    { name: 'JSON', body: JSON.stringify({ name: 'Fornecedor forjado' }), type: 'application/json' },
    { name: 'form', body: 'name=Fornecedor+forjado', type: 'application/x-www-form-urlencoded' },
    { name: 'multipart', body: multipart },
    { name: 'text/plain', body: '{"name":"Fornecedor forjado"}', type: 'text/plain' },
  ];
}

/** A browser on another site posting with the victim's cookies. */
function crossSite(method: string, path: string, variant: ReturnType<typeof crossSiteBodies>[number]) {
  return ctx.app.request(`${TEST_BASE_URL}${path}`, {
    method,
    headers: {
      cookie: owner.client.cookie,
      origin: EVIL,
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'cors',
      ...(variant.type ? { 'content-type': variant.type } : {}),
    },
    body: variant.body,
  });
}

async function expectRefused(res: Response, label: string) {
  expect(res.status, label).toBe(403);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error, label).toMatchObject({ code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE });
}

describe('every state-changing /api route refuses a cross-site request', () => {
  it('the router has state-changing routes to check', () => {
    expect(writes.length).toBeGreaterThan(40);
  });

  for (const route of writes) {
    const method = route.method.toUpperCase();
    it(`${method} ${route.path}: JSON, form, multipart and text/plain from another site get 403`, async () => {
      const path = `/api${route.path.replace(/:[A-Za-z_]+/g, randomUUID())}`;
      for (const variant of crossSiteBodies()) {
        await expectRefused(await crossSite(method, path, variant), `${method} ${path} ${variant.name}`);
      }
    });
  }
});

describe('better-auth routes and the public sign-up', () => {
  const authPosts = () =>
    Object.values(ctx.auth.api as Record<string, { path?: string; options?: { method?: unknown } }>)
      .filter((endpoint) => {
        const method = endpoint.options?.method;
        return (
          typeof endpoint.path === 'string' &&
          !endpoint.path.includes(':') &&
          (method === 'POST' || (Array.isArray(method) && method.includes('POST')))
        );
      })
      .map((endpoint) => `/api/auth${endpoint.path}`);

  it('every POST endpoint of better-auth, sign-in and sign-up included, refuses another site', async () => {
    const paths = authPosts();
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in/email',
        '/api/auth/company/sign-up',
        '/api/auth/sign-out',
        '/api/auth/request-password-reset',
        '/api/auth/invitation/accept',
      ]),
    );
    for (const path of paths) {
      for (const variant of crossSiteBodies()) {
        await expectRefused(await crossSite('POST', path, variant), `${path} ${variant.name}`);
      }
    }
  });

  it('a cross-site form cannot sign up a company, even with no cookie and no Sec-Fetch headers', async () => {
    const email = `forjada-${randomUUID().slice(0, 8)}@example.com`;
    const res = await ctx.app.request(`${TEST_BASE_URL}/api/auth/company/sign-up`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Forjada', companyName: 'Forjada', email, password: 'Costura#2026' }),
    });
    await expectRefused(res, 'sign-up');
    const signIn = await new TestClient(ctx.app).post('/api/auth/sign-in/email', {
      email,
      password: 'Costura#2026',
    });
    expect(signIn.status).toBe(401);
  });
});

describe('what a browser may send', () => {
  const supplierCount = async () => (await owner.client.get('/api/suppliers')).body.total as number;

  it('a cross-site write changes nothing', async () => {
    const before = await supplierCount();
    const [json] = crossSiteBodies();
    await expectRefused(await crossSite('POST', '/api/suppliers', json!), 'create');
    expect(await supplierCount()).toBe(before);
  });

  it('refuses Origin: null, a foreign Origin alone, and Sec-Fetch-Site cross-site or same-site alone', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'null' },
      { origin: EVIL },
      { origin: 'http://localhost:3001' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: TEST_BASE_URL, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of cases) {
      const res = await owner.client.request('POST', '/api/suppliers', { name: 'Recusado' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.error.message).toBe(CROSS_SITE_MESSAGE);
    }
  });

  it('lets the web app write: same origin, with or without Sec-Fetch-Site', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      const res = await owner.client.request(
        'POST',
        '/api/suppliers',
        { name: `Mesma origem ${randomUUID().slice(0, 6)}` },
        headers,
      );
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
  });

  it('lets a client that is not a browser write (no Origin, no Sec-Fetch-Site): it cannot carry a victim’s session', async () => {
    const res = await ctx.app.request(`${TEST_BASE_URL}/api/suppliers`, {
      method: 'POST',
      headers: { cookie: owner.client.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Integração ${randomUUID().slice(0, 6)}` }),
    });
    expect(res.status).toBe(201);
  });

  it('accepts the address the request was sent to when it differs from PUBLIC_URL (any host, any port)', async () => {
    const lan = 'http://192.0.2.10:3000';
    const res = await ctx.app.request(`${lan}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: lan, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    expect(res.status).toBe(200);
  });

  it('reads are never refused (links from e-mails and other sites open pages and GET data)', async () => {
    const res = await owner.client.request('GET', '/api/suppliers', undefined, {
      origin: EVIL,
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).toBe(200);
  });
});

describe('machine calls are exempt', () => {
  it('the signed Stripe webhook answers on its signature, whatever Origin and Sec-Fetch-Site say', async () => {
    const billing = await createBillingTestApp({
      stripe: { secretKey: 'sk_test_origem', webhookSecret: 'whsec_origem', apiBase: 'http://127.0.0.1:9' },
      devConfirm: false,
    });
    try {
      const res = await billing.app.request(`${TEST_BASE_URL}/api/billing/webhooks/stripe`, {
        method: 'POST',
        headers: {
          origin: EVIL,
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/json',
          'stripe-signature': 't=1,v1=assinatura-falsa',
        },
        body: '{"id":"evt_1"}',
      });
      expect(res.status).toBe(400);
    } finally {
      await billing.close();
    }
  });

  it('the browser tests’ clock (TEST_CLOCK=on only) is exempt', async () => {
    const app = createApp({
      db: ctx.db,
      auth: ctx.auth,
      mailer: ctx.mailer,
      publicUrl: TEST_BASE_URL,
      testClock: true,
    });
    const res = await app.request(`${TEST_BASE_URL}/api/test/clock`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ days: 0 }),
    });
    expect(res.status).toBe(200);
  });

  it('the middleware itself refuses unless the path is exempt', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', refuseCrossSiteWrites({ publicUrl: TEST_BASE_URL, exempt: (p) => p === '/livre' }));
    app.all('*', (c) => c.text('ok'));
    const post = (path: string) =>
      app.request(`${TEST_BASE_URL}${path}`, { method: 'DELETE', headers: { origin: EVIL } });
    expect((await post('/livre')).status).toBe(200);
    expect((await post('/outra')).status).toBe(403);
  });
});
