import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TEST_BASE_URL,
  type TestContext,
} from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';

let ctx: TestContext;
let owner: SignedUpCompany;
let dist: string;

const INLINE_SCRIPT = "document.documentElement.dataset.pronto = 'sim';";
const PLANS_JSON = '{"plans":[{"id":"starter"}]}';

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Cabeçalhos');
  dist = mkdtempSync(join(tmpdir(), 'alinhavo-csp-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  writeFileSync(join(dist, 'sw.js'), "self.addEventListener('push', () => {});\n");
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Alinhavo"}');
  writeFileSync(
    join(dist, 'landing.html'),
    `<!doctype html><html><head><title>Landing</title><script>${INLINE_SCRIPT}</script></head><body><script type="application/json" id="landing-plans">${PLANS_JSON}</script><div id="root"></div><script type="module" crossorigin src="/assets/landing.js"></script></body></html>`,
  );
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function webApp() {
  return createApp({
    db: ctx.db,
    auth: ctx.auth,
    mailer: ctx.mailer,
    publicUrl: TEST_BASE_URL,
    webDist: dist,
  });
}

describe('Content-Security-Policy', () => {
  it('locks scripts, objects, framing, base and form targets down, and says honestly that styles may be inline', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('the landing page allows exactly the inline scripts it is served with (after the SEO head went in)', async () => {
    const res = await webApp().request(`${TEST_BASE_URL}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(INLINE_SCRIPT);
    const scriptSrc = directives(res.headers.get('content-security-policy'))['script-src'];
    expect(scriptSrc).toEqual(["'self'", `'${sha256(INLINE_SCRIPT)}'`, `'${sha256(PLANS_JSON)}'`]);
    expect(directives(res.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
  });

  it('an app page with no inline script allows scripts from this origin only', async () => {
    const res = await webApp().request(`${TEST_BASE_URL}/app/fornecedores`);
    expect(res.status).toBe(200);
    expect(directives(res.headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
  });

  it('API answers carry the policy too', async () => {
    const res = await owner.client.get('/api/me');
    expect(directives(res.headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
  });

  it('hashes only inline scripts, each once, and skips scripts with a src', () => {
    const html = `<script>a()</script><SCRIPT type="module">b()</SCRIPT><script src="/x.js"></script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });
});

describe('Permissions-Policy', () => {
  it('denies camera, microphone, location and payment APIs on pages and API answers (the product uses none)', async () => {
    for (const res of [
      await webApp().request(`${TEST_BASE_URL}/`),
      (await owner.client.get('/api/me')).headers,
    ]) {
      const headers = res instanceof Response ? res.headers : res;
      const policy = headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
        expect(policy).toContain(feature);
      }
    }
  });
});

describe('the installed app’s files', () => {
  it('serves the service worker for scope / and makes the browser check it and the manifest each time', async () => {
    const sw = await webApp().request(`${TEST_BASE_URL}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('service-worker-allowed')).toBe('/');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await webApp().request(`${TEST_BASE_URL}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(directives(manifest.headers.get('content-security-policy'))['worker-src']).toEqual(["'self'"]);
  });
});

describe('Cache-Control on personal answers', () => {
  it('signed-in API answers, the session and errors are no-store', async () => {
    expect((await owner.client.get('/api/me')).headers.get('cache-control')).toBe('no-store');
    expect((await owner.client.get('/api/suppliers')).headers.get('cache-control')).toBe('no-store');
    expect((await owner.client.get('/api/auth/get-session')).headers.get('cache-control')).toBe('no-store');
    expect((await owner.client.post('/api/suppliers', { name: '' })).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it('exports stay no-store; public plans keep their own revalidation', async () => {
    const csv = await owner.client.get('/api/products/export');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    expect((await owner.client.get('/api/plans')).headers.get('cache-control')).toBe('no-cache');
  });
});
