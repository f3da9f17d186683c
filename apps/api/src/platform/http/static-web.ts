import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';

const ALWAYS_REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest', '/offline.html', '/offline.js']);

/** Puts the SEO head (part1 §9) into a served page; the composition root builds it from the SEO module. */
export type WebSeo = { renderHead: (html: string, path: string) => Promise<string> };

/**
 * Serves the built web app; every other GET outside /api gets index.html so the client router takes over. With
 * `seo`, each HTML page carries the platform's title, description, robots, canonical, Open Graph and custom meta
 * (pages outside the public ones, such as /app, are noindex). Each page carries a Content-Security-Policy with
 * the hashes of its inline scripts.
 */
export function mountWeb(app: Hono<AppEnv>, distDir: string, seo?: WebSeo): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The landing page has its own light entry (pre-rendered, without the app's router); / serves it when built.
  const landingFile = join(distDir, 'landing.html');
  const landingHtml = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : indexHtml;
  const page = async (html: string, path: string) => {
    if (!seo) return html;
    return seo.renderHead(html, path);
  };
  // The policy allows exactly the inline scripts of the HTML being sent (after the SEO head went in).
  const sendPage = (c: Context<AppEnv>, html: string) => {
    c.header('content-security-policy', contentSecurityPolicy(inlineScriptHashes(html)));
    return c.html(html);
  };
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: distDir }),
  );
  app.get('/', async (c) => {
    c.header('cache-control', 'no-cache');
    return sendPage(c, await page(landingHtml, '/'));
  });
  // The installed app's files keep their names across releases, so the browser asks for them again each time: the
  // service worker (which may control the whole origin, scope /), the manifest and the offline page it keeps.
  app.use('*', async (c, next) => {
    await next();
    if (!ALWAYS_REVALIDATED.has(c.req.path) || c.res.status !== 200) return;
    c.header('cache-control', 'no-cache');
    if (c.req.path === '/sw.js') c.header('service-worker-allowed', '/');
  });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    // index.html itself goes through the SEO head below, not as a raw file.
    if (c.req.path === '/index.html' || c.req.path === '/landing.html') return next();
    return serveStatic({ root: distDir })(c, next);
  });
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('cache-control', 'no-cache');
    return sendPage(c, await page(indexHtml, c.req.path));
  });
}
