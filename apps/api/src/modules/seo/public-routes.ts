import { SEO_PUBLIC_PAGES, type SeoSettings } from '@alinhavo/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { escapeHtml } from './render-head.ts';
import type { SeoCache } from './seo-cache.ts';

/** The absolute base of public links: the canonical URL staff set, else the install's PUBLIC_URL. */
export function siteBaseUrl(settings: SeoSettings, publicUrl: string): string {
  return (settings.canonicalUrl ?? publicUrl).replace(/\/+$/, '');
}

export function robotsTxt(settings: SeoSettings, publicUrl: string): string {
  const lines = [
    'User-agent: *',
    settings.robotsIndex ? 'Allow: /' : 'Disallow: /',
    'Disallow: /app/',
    'Disallow: /api/',
  ];
  if (settings.sitemapEnabled) lines.push('', `Sitemap: ${siteBaseUrl(settings, publicUrl)}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

export function sitemapXml(settings: SeoSettings, publicUrl: string): string {
  const base = siteBaseUrl(settings, publicUrl);
  const urls = SEO_PUBLIC_PAGES.map((path) => `  <url><loc>${escapeHtml(`${base}${path}`)}</loc></url>`).join(
    '\n',
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Public SEO: GET /api/seo (the settings, for the web app's head on client-side navigation), /robots.txt and
 * /sitemap.xml. All read the 5-minute cache, which a save in /app/admin drops.
 */
export function mountPublicSeoRoutes(app: Hono<AppEnv>, seo: SeoCache, publicUrl: string): void {
  app.get('/api/seo', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await seo.get());
  });
  app.get('/robots.txt', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.text(robotsTxt(await seo.get(), publicUrl));
  });
  app.get('/sitemap.xml', async (c) => {
    const settings = await seo.get();
    if (!settings.sitemapEnabled) return c.text('Sitemap desativado.', 404);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemapXml(settings, publicUrl));
  });
}
