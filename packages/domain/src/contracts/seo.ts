import { z } from 'zod';

/** part1 §3 seo_settings: one row for the platform, edited by super_admin in /app/admin (SEO tab). */

export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_CUSTOM_META_MAX = 20;
export const TWITTER_CARDS = ['summary', 'summary_large_image'] as const;
export type TwitterCard = (typeof TWITTER_CARDS)[number];
export const TWITTER_CARD_LABELS: Record<TwitterCard, string> = {
  summary: 'Resumo (imagem pequena)',
  summary_large_image: 'Resumo com imagem grande',
};

/** The public pages: listed in /sitemap.xml, indexable by robots; every other page is noindex. */
export const SEO_PUBLIC_PAGES = ['/', '/termos-de-uso', '/politica-privacidade', '/auth'] as const;

/** Page titles of the public pages other than /, shown with the site name. */
const PUBLIC_PAGE_TITLES: Record<string, string> = {
  '/termos-de-uso': 'Termos de Uso',
  '/politica-privacidade': 'Política de Privacidade',
  '/auth': 'Entrar',
};

export const seoCustomMetaSchema = z.object({
  name: z
    .string({ error: 'Informe o nome da meta tag' })
    .trim()
    .min(1, 'Informe o nome da meta tag')
    .max(60, 'O nome deve ter no máximo 60 caracteres')
    .regex(
      /^[A-Za-z][A-Za-z0-9:._-]*$/,
      'Use só letras, números e : . _ - no nome (ex.: google-site-verification)',
    )
    .refine((name) => !isReservedMetaName(name), {
      message: 'Esta meta tag já é definida pelos campos acima',
    }),
  content: z
    .string({ error: 'Informe o conteúdo da meta tag' })
    .trim()
    .min(1, 'Informe o conteúdo da meta tag')
    .max(300, 'O conteúdo deve ter no máximo 300 caracteres'),
});
export type SeoCustomMeta = z.infer<typeof seoCustomMetaSchema>;

const optionalUrl = (label: string) =>
  z
    .string({ error: `${label} inválida` })
    .trim()
    .max(300, `${label} longa demais`)
    .refine((value) => value === '' || isHttpUrl(value), {
      message: `${label} inválida: use um endereço completo começando com https://`,
    })
    .transform((value) => (value === '' ? null : value.replace(/\/+$/, '')))
    .nullable()
    .transform((value) => value ?? null);

/** PUT /api/admin/seo. Empty URLs mean "not set"; custom_meta is name/content pairs, never raw HTML. */
export const seoSettingsInputSchema = z.object({
  siteName: z
    .string({ error: 'Informe o nome do site' })
    .trim()
    .min(2, 'O nome do site deve ter ao menos 2 caracteres')
    .max(60, 'O nome do site deve ter no máximo 60 caracteres'),
  defaultTitle: z
    .string({ error: 'Informe o título' })
    .trim()
    .min(10, 'O título deve ter ao menos 10 caracteres')
    .max(SEO_TITLE_MAX, `O título deve ter no máximo ${SEO_TITLE_MAX} caracteres`),
  defaultDescription: z
    .string({ error: 'Informe a descrição' })
    .trim()
    .min(50, 'A descrição deve ter ao menos 50 caracteres')
    .max(SEO_DESCRIPTION_MAX, `A descrição deve ter no máximo ${SEO_DESCRIPTION_MAX} caracteres`),
  keywords: z
    .string({ error: 'Palavras-chave inválidas' })
    .trim()
    .max(300, 'As palavras-chave devem ter no máximo 300 caracteres'),
  robotsIndex: z.boolean({ error: 'Informe se o site pode ser indexado' }),
  robotsFollow: z.boolean({ error: 'Informe se os links podem ser seguidos' }),
  canonicalUrl: optionalUrl('URL canônica'),
  ogImageUrl: optionalUrl('URL da imagem'),
  twitterCard: z.enum(TWITTER_CARDS, { error: 'Tipo de cartão inválido' }),
  customMeta: z
    .array(seoCustomMetaSchema, { error: 'Meta tags inválidas' })
    .max(SEO_CUSTOM_META_MAX, `No máximo ${SEO_CUSTOM_META_MAX} meta tags`),
  sitemapEnabled: z.boolean({ error: 'Informe se o sitemap está ativo' }),
});
export type SeoSettingsInput = z.input<typeof seoSettingsInputSchema>;

export const seoSettingsSchema = z.object({
  siteName: z.string(),
  defaultTitle: z.string(),
  defaultDescription: z.string(),
  keywords: z.string(),
  robotsIndex: z.boolean(),
  robotsFollow: z.boolean(),
  canonicalUrl: z.string().nullable(),
  ogImageUrl: z.string().nullable(),
  twitterCard: z.enum(TWITTER_CARDS),
  customMeta: z.array(z.object({ name: z.string(), content: z.string() })),
  sitemapEnabled: z.boolean(),
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;

/** GET /api/admin/seo: the settings, and when they last changed (null: never edited). */
export const adminSeoSettingsSchema = seoSettingsSchema.extend({ updatedAt: z.string().nullable() });
export type AdminSeoSettings = z.infer<typeof adminSeoSettingsSchema>;

/** What the site uses when the settings cannot be read (the migration seeds the same values). */
export const DEFAULT_SEO_SETTINGS: SeoSettings = {
  siteName: 'Alinhavo',
  defaultTitle: 'Alinhavo — gestão para confecções e facções',
  defaultDescription:
    'Sistema de gestão para confecções: produção por facção, estoque, vendas, financeiro e lucro por produto em um só lugar. Teste grátis por 7 dias.',
  keywords:
    'gestão de confecção, sistema para confecção, controle de facção, ERP têxtil, controle de produção, estoque de tecidos',
  robotsIndex: true,
  robotsFollow: true,
  canonicalUrl: null,
  ogImageUrl: null,
  twitterCard: 'summary_large_image',
  customMeta: [],
  sitemapEnabled: true,
};

const RESERVED_META_NAMES = ['description', 'keywords', 'robots', 'viewport', 'theme-color', 'charset'];

/** Names the fields above already produce (and viewport/charset): a custom pair may not repeat them. */
export function isReservedMetaName(name: string): boolean {
  const lower = name.toLowerCase();
  return RESERVED_META_NAMES.includes(lower) || lower.startsWith('og:') || lower.startsWith('twitter:');
}

const HTTP_URL_RE = /^https?:\/\/(localhost|[a-z0-9-]+(\.[a-z0-9-]+)+)(:\d{1,5})?([/?#][^\s"'<>]*)?$/i;

/** An absolute http(s) address with a host name; no spaces, quotes or angle brackets. */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL_RE.test(value);
}

/** One tag of the document head. `meta` keys are `name` or `property` (Open Graph uses property). */
export type SeoTag =
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

export type SeoHead = { title: string; tags: SeoTag[] };

/** Whether search engines may index a path: the public pages only, never /app or the account flows. */
export function isIndexablePath(path: string): boolean {
  return (SEO_PUBLIC_PAGES as readonly string[]).includes(normalizePath(path));
}

function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/** The robots directive for a path: the settings' two flags on public pages, 'noindex,nofollow' elsewhere. */
export function robotsContent(settings: SeoSettings, path: string): string {
  if (!isIndexablePath(path)) return 'noindex,nofollow';
  return `${settings.robotsIndex ? 'index' : 'noindex'},${settings.robotsFollow ? 'follow' : 'nofollow'}`;
}

/** The title a public page gets before its own code runs: the default title on /, "Página · Site" elsewhere. */
export function seoTitleFor(settings: SeoSettings, path: string): string {
  const page = PUBLIC_PAGE_TITLES[normalizePath(path)];
  return page ? `${page} · ${settings.siteName}` : settings.defaultTitle;
}

/**
 * The head tags of a page (part1 §7.2: applied on load and on navigation). `baseUrl` is the canonical URL, or the
 * install's public address when none is set. Indexable pages get canonical and og:url; every page gets robots.
 */
export function seoHead(
  settings: SeoSettings,
  page: { path: string; title?: string | undefined; baseUrl: string },
): SeoHead {
  const path = normalizePath(page.path);
  const title = page.title ?? seoTitleFor(settings, path);
  const indexable = isIndexablePath(path);
  const base = (settings.canonicalUrl ?? page.baseUrl).replace(/\/+$/, '');
  const url = `${base}${path === '/' ? '/' : path}`;
  const meta = (attr: 'name' | 'property', key: string, content: string): SeoTag => ({
    tag: 'meta',
    attr,
    key,
    content,
  });
  const tags: SeoTag[] = [
    meta('name', 'description', settings.defaultDescription),
    ...(settings.keywords ? [meta('name', 'keywords', settings.keywords)] : []),
    meta('name', 'robots', robotsContent(settings, path)),
    ...(indexable ? [{ tag: 'link' as const, rel: 'canonical' as const, href: url }] : []),
    meta('property', 'og:title', title),
    meta('property', 'og:description', settings.defaultDescription),
    meta('property', 'og:site_name', settings.siteName),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:type', 'website'),
    ...(indexable ? [meta('property', 'og:url', url)] : []),
    ...(settings.ogImageUrl ? [meta('property', 'og:image', settings.ogImageUrl)] : []),
    meta('name', 'twitter:card', settings.twitterCard),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', settings.defaultDescription),
    ...(settings.ogImageUrl ? [meta('name', 'twitter:image', settings.ogImageUrl)] : []),
    ...settings.customMeta.map((m) => meta('name', m.name, m.content)),
  ];
  return { title, tags };
}
