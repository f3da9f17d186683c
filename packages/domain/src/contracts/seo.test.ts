import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEO_SETTINGS,
  isIndexablePath,
  robotsContent,
  seoHead,
  seoSettingsInputSchema,
} from './seo.ts';

describe('SEO head', () => {
  it('indexes only the public pages, whatever the trailing slash or query', () => {
    expect(isIndexablePath('/')).toBe(true);
    expect(isIndexablePath('/termos-de-uso/')).toBe(true);
    expect(isIndexablePath('/auth?tab=signup')).toBe(true);
    expect(isIndexablePath('/app/dashboard')).toBe(false);
    expect(isIndexablePath('/onboarding')).toBe(false);
  });

  it('builds robots from the two flags on public pages only', () => {
    const off = { ...DEFAULT_SEO_SETTINGS, robotsIndex: false, robotsFollow: false };
    expect(robotsContent(DEFAULT_SEO_SETTINGS, '/')).toBe('index,follow');
    expect(robotsContent(off, '/')).toBe('noindex,nofollow');
    expect(robotsContent({ ...off, robotsFollow: true }, '/auth')).toBe('noindex,follow');
    expect(robotsContent(DEFAULT_SEO_SETTINGS, '/app/usuarios')).toBe('noindex,nofollow');
  });

  it('uses the canonical URL when set and the install address otherwise', () => {
    const keyed = (head: ReturnType<typeof seoHead>) =>
      Object.fromEntries(
        head.tags.map((t) => (t.tag === 'link' ? ['canonical', t.href] : [t.key, t.content])),
      );
    const local = keyed(seoHead(DEFAULT_SEO_SETTINGS, { path: '/', baseUrl: 'http://localhost:3000/' }));
    expect(local.canonical).toBe('http://localhost:3000/');
    expect(local['og:image']).toBeUndefined();
    const site = keyed(
      seoHead(
        {
          ...DEFAULT_SEO_SETTINGS,
          canonicalUrl: 'https://www.alinhavo.app',
          ogImageUrl: 'https://cdn.x/og.png',
        },
        { path: '/politica-privacidade', baseUrl: 'http://localhost:3000' },
      ),
    );
    expect(site.canonical).toBe('https://www.alinhavo.app/politica-privacidade');
    expect(site['og:title']).toBe('Política de Privacidade · Alinhavo');
    expect(site['og:image']).toBe('https://cdn.x/og.png');
    expect(site['twitter:image']).toBe('https://cdn.x/og.png');
  });

  it('accepts the defaults as input, and empty URLs as "not set"', () => {
    const parsed = seoSettingsInputSchema.parse({
      ...DEFAULT_SEO_SETTINGS,
      canonicalUrl: '',
      ogImageUrl: null,
    });
    expect(parsed).toEqual(DEFAULT_SEO_SETTINGS);
  });
});
