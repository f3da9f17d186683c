import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SEO_SETTINGS, type SeoSettingsInput } from '@alinhavo/domain';
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
import { signInStaff } from '../admin/staff-test-support.ts';
import { SUPER_ADMIN_ONLY_MESSAGE } from '../plans/index.ts';

let ctx: TestContext;
let web: TestClient;
let webApp: ReturnType<typeof createApp>;
let owner: SignedUpCompany;
let superAdmin: Awaited<ReturnType<typeof signInStaff>>;
let support: Awaited<ReturnType<typeof signInStaff>>;

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Alinhavo — título do build</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const LANDING_HTML = INDEX_HTML.replace('<div id="root"></div>', '<main>Landing</main>').replace(
  '<title>',
  '<meta name="description" content="descrição do build" />\n    <title>',
);

beforeAll(async () => {
  ctx = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'alinhavo-seo-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'landing.html'), LANDING_HTML);
  // The same database, with the built web app served: the HTML carries the SEO head.
  webApp = createApp({
    db: ctx.db,
    auth: ctx.auth,
    mailer: ctx.mailer,
    publicUrl: TEST_BASE_URL,
    webDist: dist,
  });
  web = new TestClient(webApp);
  owner = await signUpCompany(ctx, 'Confecção SEO');
  superAdmin = await signInStaff(ctx, 'super_admin');
  support = await signInStaff(ctx, 'support');
});
afterAll(async () => {
  await save(superAdmin.client, DEFAULT_SEO_SETTINGS);
  await ctx.close();
});

const input: SeoSettingsInput = {
  siteName: 'Alinhavo',
  defaultTitle: 'Alinhavo — gestão de confecções',
  defaultDescription:
    'Controle a produção por facção, o estoque e as vendas da sua confecção num só sistema, sem planilhas.',
  keywords: 'confecção, facção',
  robotsIndex: true,
  robotsFollow: true,
  canonicalUrl: 'https://www.alinhavo.app/',
  ogImageUrl: 'https://www.alinhavo.app/og.png',
  twitterCard: 'summary_large_image',
  customMeta: [{ name: 'google-site-verification', content: 'abc123' }],
  sitemapEnabled: true,
};

/** Saves through the app that serves the HTML (same session), so its cache is the one a save drops. */
function save(client: TestClient, body: unknown) {
  const same = new TestClient(webApp);
  same.cookie = client.cookie;
  return same.request('PUT', '/api/admin/seo', body);
}

function publicGet(path: string) {
  return web.get(path);
}

describe('GET /api/seo and /api/admin/seo', () => {
  it('gives anyone the seeded settings, in Portuguese', async () => {
    const res = await new TestClient(ctx.app).get('/api/seo');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_SEO_SETTINGS);
    expect(res.body.defaultTitle).toBe('Alinhavo — gestão para confecções e facções');
  });

  it('lets both staff roles read the admin settings; companies get 403', async () => {
    for (const staff of [superAdmin, support]) {
      const res = await staff.client.get('/api/admin/seo');
      expect(res.status).toBe(200);
      expect(res.body.siteName).toBe('Alinhavo');
    }
    expect((await owner.client.get('/api/admin/seo')).status).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/admin/seo')).status).toBe(401);
  });
});

describe('PUT /api/admin/seo', () => {
  it('saves for super_admin and the public settings change at once', async () => {
    await web.get('/api/seo');
    const res = await save(superAdmin.client, input);
    expect(res.status).toBe(200);
    // The trailing slash of a URL is dropped so paths join cleanly.
    expect(res.body).toMatchObject({ ...input, canonicalUrl: 'https://www.alinhavo.app' });
    expect(res.body.updatedAt).toEqual(expect.any(String));
    const pub = await web.get('/api/seo');
    expect(pub.body.defaultTitle).toBe(input.defaultTitle);
    expect(pub.body.customMeta).toEqual(input.customMeta);
  });

  it('refuses support (403, clear message) and company owners (403)', async () => {
    const res = await save(support.client, { ...input, siteName: 'Suporte mudou' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(SUPER_ADMIN_ONLY_MESSAGE);
    expect((await save(owner.client, input)).status).toBe(403);
    expect((await superAdmin.client.get('/api/admin/seo')).body.siteName).toBe('Alinhavo');
  });

  it('rejects bad input with 400 and Portuguese messages', async () => {
    const res = await save(superAdmin.client, {
      ...input,
      defaultTitle: 'x'.repeat(71),
      defaultDescription: 'y'.repeat(161),
      canonicalUrl: 'javascript:alert(1)',
      ogImageUrl: 'nao é url',
      twitterCard: 'grande',
      customMeta: [
        { name: '<script>', content: 'x' },
        { name: 'description', content: 'duplicada' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      defaultTitle: 'O título deve ter no máximo 70 caracteres',
      defaultDescription: 'A descrição deve ter no máximo 160 caracteres',
      canonicalUrl: 'URL canônica inválida: use um endereço completo começando com https://',
      ogImageUrl: 'URL da imagem inválida: use um endereço completo começando com https://',
      twitterCard: 'Tipo de cartão inválido',
      'customMeta.0.name': 'Use só letras, números e : . _ - no nome (ex.: google-site-verification)',
      'customMeta.1.name': 'Esta meta tag já é definida pelos campos acima',
    });
    for (const body of ['123', '{"siteName":', '[1,2]']) {
      expect((await save(superAdmin.client, body)).status).toBe(400);
    }
  });
});

describe('the served HTML', () => {
  it('puts the settings into the landing page, escaped, replacing the build’s title and description', async () => {
    const res = await save(superAdmin.client, {
      ...input,
      defaultTitle: 'Confecção <script>alert("x")</script>',
      customMeta: [{ name: 'author', content: '"><script>alert(1)</script>' }],
    });
    expect(res.status).toBe(200);
    const page = await publicGet('/');
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).not.toContain('<script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Confecção &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>');
    expect(html).not.toContain('descrição do build');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<meta name="description" content="${input.defaultDescription}" />`);
    expect(html).toContain('<meta name="keywords" content="confecção, facção" />');
    expect(html).toContain('<meta name="robots" content="index,follow" />');
    expect(html).toContain('<link rel="canonical" href="https://www.alinhavo.app/" />');
    expect(html).toContain('<meta property="og:url" content="https://www.alinhavo.app/" />');
    expect(html).toContain('<meta property="og:image" content="https://www.alinhavo.app/og.png" />');
    expect(html).toContain('<meta property="og:site_name" content="Alinhavo" />');
    expect(html).toContain('<meta property="og:locale" content="pt_BR" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta name="author" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).toContain('<main>Landing</main>');
  });

  it('follows the robots flags on public pages and keeps /app pages out of search engines', async () => {
    await save(superAdmin.client, { ...input, robotsIndex: false, robotsFollow: true });
    const terms = (await publicGet('/termos-de-uso')).body as string;
    expect(terms).toContain('<meta name="robots" content="noindex,follow" />');
    expect(terms).toContain('<title>Termos de Uso · Alinhavo</title>');
    expect(terms).toContain('<link rel="canonical" href="https://www.alinhavo.app/termos-de-uso" />');
    await save(superAdmin.client, input);
    for (const path of ['/app/dashboard', '/app', '/set-new-password']) {
      const html = (await publicGet(path)).body as string;
      expect(html, path).toContain('<meta name="robots" content="noindex,nofollow" />');
      expect(html, path).not.toContain('rel="canonical"');
    }
  });
});

describe('/robots.txt and /sitemap.xml', () => {
  it('allows indexing and points to the sitemap when both are on', async () => {
    await save(superAdmin.client, input);
    const robots = await publicGet('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /app/\nDisallow: /api/\n\nSitemap: https://www.alinhavo.app/sitemap.xml\n',
    );
    const sitemap = await publicGet('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const locs = [...(sitemap.body as string).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.alinhavo.app/',
      'https://www.alinhavo.app/termos-de-uso',
      'https://www.alinhavo.app/politica-privacidade',
      'https://www.alinhavo.app/auth',
    ]);
  });

  it('disallows everything and drops the sitemap when both are off; PUBLIC_URL without a canonical URL', async () => {
    await save(superAdmin.client, { ...input, robotsIndex: false, sitemapEnabled: false });
    const robots = await publicGet('/robots.txt');
    expect(robots.body).toBe('User-agent: *\nDisallow: /\nDisallow: /app/\nDisallow: /api/\n');
    expect((await publicGet('/sitemap.xml')).status).toBe(404);
    await save(superAdmin.client, { ...input, canonicalUrl: '' });
    const sitemap = (await publicGet('/sitemap.xml')).body as string;
    expect(sitemap).toContain(`<loc>${TEST_BASE_URL}/</loc>`);
    expect((await publicGet('/robots.txt')).body).toContain(`Sitemap: ${TEST_BASE_URL}/sitemap.xml`);
  });
});
