import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of every answer. Scripts only from this origin (plus, for an HTML page, the hashes
 * of the inline scripts it actually carries); no plugins, no framing, no foreign form targets or base URLs.
 *
 * Styles are honest about the UI kit: the pre-rendered landing has `style` attributes, and Radix (scroll lock) and
 * sonner (toasts) insert `<style>` elements at run time, so style-src needs 'unsafe-inline'. Inline styles cannot
 * run code; scripts stay locked down.
 *
 * img-src: product photos are served by this API (never by the bucket directly, even with S3_BUCKET), and the
 * screens use data: (inline SVG) and blob: (photo previews before upload) images; nothing else is allowed.
 * Stripe's checkout is a navigation to Stripe's page, not a form post or a fetch, so form-action and connect-src
 * stay 'self'.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source of every inline `<script>` in a page (`sha256-…`), computed on the HTML exactly as it is sent, so
 * a script the landing's pre-rendering or the SEO head puts in is allowed and nothing else. Scripts with a `src`
 * are covered by 'self'. Data blocks (type="application/json") are hashed too: harmless, and right if one turns
 * into a script one day.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', content = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** What a page may use of the device: this product uses no camera, microphone, location or payment API. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');
