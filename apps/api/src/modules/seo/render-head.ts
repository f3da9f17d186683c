import type { SeoHead, SeoTag } from '@alinhavo/domain';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

function renderTag(tag: SeoTag): string {
  if (tag.tag === 'link') return `<link rel="canonical" href="${escapeHtml(tag.href)}" />`;
  return `<meta ${tag.attr}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Puts the page's SEO head into served HTML: the <title> is replaced (never duplicated), tags of the same
 * name/property already in the file are dropped, and the new tags go right before </head>. Every value is
 * HTML-escaped; custom meta are name/content pairs, never raw HTML.
 */
export function injectSeoHead(html: string, head: SeoHead): string {
  let out = html;
  for (const tag of head.tags) {
    const pattern =
      tag.tag === 'link'
        ? /<link\b[^>]*\brel=["']canonical["'][^>]*>\s*/gi
        : new RegExp(`<meta\\b[^>]*\\b${tag.attr}=["']${escapeRegExp(tag.key)}["'][^>]*>\\s*`, 'gi');
    out = out.replace(pattern, '');
  }
  const title = `<title>${escapeHtml(head.title)}</title>`;
  out = /<title\b[^>]*>[\s\S]*?<\/title>/i.test(out)
    ? out.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, () => title)
    : out.replace(/<\/head>/i, () => `${title}\n  </head>`);
  const tags = head.tags.map((tag) => `    ${renderTag(tag)}`).join('\n');
  return out.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}
