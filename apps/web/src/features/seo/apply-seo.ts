import { type SeoHead, type SeoSettings, type SeoTag, seoHead } from '@alinhavo/domain';

/** Tags a page may have from the previous page or the server's HTML even when the new page has none. */
const OPTIONAL_KEYS = ['og:url', 'og:image', 'twitter:image', 'keywords'];

function keyOf(element: Element): string | null {
  const tag = element.tagName.toLowerCase();
  if (tag === 'link') return element.getAttribute('rel') === 'canonical' ? 'canonical' : null;
  if (tag !== 'meta') return null;
  return element.getAttribute('property') ?? element.getAttribute('name');
}

function keyOfTag(tag: SeoTag): string {
  return tag.tag === 'link' ? 'canonical' : tag.key;
}

/**
 * Writes a page's SEO head into `doc` (part1 §7.2: on load and on history navigation): sets the title, and
 * replaces the description, robots, canonical, Open Graph, Twitter and custom meta tags, whether the server or an
 * earlier call put them there. Values are set as attributes and text, never parsed as HTML.
 */
export function applySeoHead(doc: Document, head: SeoHead): void {
  doc.title = head.title;
  const managed = new Set([...head.tags.map(keyOfTag), ...OPTIONAL_KEYS, 'canonical']);
  for (const element of Array.from(doc.head.children)) {
    const key = keyOf(element);
    if (element.hasAttribute('data-seo') || (key !== null && managed.has(key))) doc.head.removeChild(element);
  }
  for (const tag of head.tags) {
    const element = doc.createElement(tag.tag);
    element.setAttribute('data-seo', '');
    if (tag.tag === 'link') {
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
    } else {
      element.setAttribute(tag.attr, tag.key);
      element.setAttribute('content', tag.content);
    }
    doc.head.appendChild(element);
  }
}

/** The settings (GET /api/seo) applied for a path; `title` is the page's own title when it has one. */
export function applySeo(
  doc: Document,
  settings: SeoSettings,
  page: { path: string; title?: string; baseUrl: string },
): void {
  applySeoHead(doc, seoHead(settings, page));
}
