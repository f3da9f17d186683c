import { DEFAULT_SEO_SETTINGS } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { applySeo } from './apply-seo';

/** Just enough of the DOM for applySeo (the web tests run without a browser). */
class FakeElement {
  readonly attributes = new Map<string, string>();
  constructor(readonly tagName: string) {}
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
}

function fakeDocument(initial: Record<string, string>[] = []) {
  const children: FakeElement[] = [];
  for (const attrs of initial) {
    const el = new FakeElement(attrs.tag === 'link' ? 'LINK' : 'META');
    for (const [k, v] of Object.entries(attrs)) if (k !== 'tag') el.setAttribute(k, v);
    children.push(el);
  }
  const doc = {
    title: '',
    head: {
      children,
      removeChild: (el: FakeElement) => children.splice(children.indexOf(el), 1),
      appendChild: (el: FakeElement) => children.push(el),
    },
    createElement: (tag: string) => new FakeElement(tag.toUpperCase()),
  };
  const find = (attr: string, key: string) =>
    children
      .filter((el) => el.getAttribute(attr) === key)
      .map((el) => el.getAttribute('content') ?? el.getAttribute('href'));
  return { doc, children, find, asDocument: doc as unknown as Document };
}

const settings = {
  ...DEFAULT_SEO_SETTINGS,
  canonicalUrl: 'https://www.alinhavo.app',
  ogImageUrl: 'https://www.alinhavo.app/og.png',
  customMeta: [{ name: 'google-site-verification', content: 'abc' }],
};

describe('applySeo', () => {
  it('replaces the server’s tags instead of duplicating them, and sets the title', () => {
    const page = fakeDocument([
      { tag: 'meta', charset: 'UTF-8' },
      { tag: 'meta', name: 'description', content: 'antiga' },
      { tag: 'meta', name: 'robots', content: 'index,follow' },
      { tag: 'link', rel: 'canonical', href: 'https://velho/' },
    ]);
    applySeo(page.asDocument, settings, { path: '/termos-de-uso', baseUrl: 'http://localhost' });
    expect(page.doc.title).toBe('Termos de Uso · Alinhavo');
    expect(page.find('name', 'description')).toEqual([settings.defaultDescription]);
    expect(page.find('name', 'robots')).toEqual(['index,follow']);
    expect(page.find('rel', 'canonical')).toEqual(['https://www.alinhavo.app/termos-de-uso']);
    expect(page.find('property', 'og:image')).toEqual(['https://www.alinhavo.app/og.png']);
    expect(page.find('property', 'og:locale')).toEqual(['pt_BR']);
    expect(page.find('name', 'google-site-verification')).toEqual(['abc']);
    expect(page.children.filter((el) => el.getAttribute('charset') === 'UTF-8')).toHaveLength(1);
  });

  it('moving into /app makes the page noindex and drops its canonical and og:url', () => {
    const page = fakeDocument();
    applySeo(page.asDocument, settings, { path: '/', baseUrl: 'http://localhost' });
    expect(page.find('rel', 'canonical')).toEqual(['https://www.alinhavo.app/']);
    applySeo(page.asDocument, settings, { path: '/app/dashboard', title: 'Painel · Alinhavo', baseUrl: '' });
    expect(page.doc.title).toBe('Painel · Alinhavo');
    expect(page.find('name', 'robots')).toEqual(['noindex,nofollow']);
    expect(page.find('rel', 'canonical')).toEqual([]);
    expect(page.find('property', 'og:url')).toEqual([]);
    expect(page.find('name', 'description')).toHaveLength(1);
  });

  it('keeps values as plain attribute text', () => {
    const page = fakeDocument();
    applySeo(
      page.asDocument,
      { ...settings, defaultDescription: '<script>alert(1)</script>' },
      { path: '/', baseUrl: '' },
    );
    expect(page.find('name', 'description')).toEqual(['<script>alert(1)</script>']);
    expect(page.children.every((el) => el.tagName === 'META' || el.tagName === 'LINK')).toBe(true);
  });
});
