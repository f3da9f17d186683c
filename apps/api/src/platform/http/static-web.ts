import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

/** Serves the built web app; every other GET outside /api gets index.html so the client router takes over. */
export function mountWeb(app: Hono<AppEnv>, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The landing page has its own light entry (pre-rendered, without the app's router); / serves it when built.
  const landingFile = join(distDir, 'landing.html');
  const landingHtml = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : indexHtml;
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: distDir }),
  );
  app.get('/', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(landingHtml);
  });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return serveStatic({ root: distDir })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
}
