/**
 * The product's e-mail look: a white card on a light grey background, the teal "Alinhavo" wordmark, one big
 * button. Inline styles and presentation tables only, so Gmail and Outlook render it; every message also has a
 * plain-text version built from the same content.
 */

export type RenderedEmail = { subject: string; html: string; text: string };

export type EmailLayout = {
  /** The grey line mail clients show after the subject; hidden in the body. */
  preheader: string;
  title: string;
  /** Before the button (or the code). Plain text: escaped here. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A one-time code, shown big and spaced. */
  code?: string;
  /** After the button: validity, "ignore if you did not ask", … */
  closing?: string[];
  /** Why this person got the message: "Você recebeu este e-mail porque …". */
  footerNote: string;
};

export const BRAND_COLOR = '#0f766e';
export const PRODUCT_TAGLINE = 'Alinhavo — gestão para confecções e facções.';

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONO = "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'Courier New', monospace";
const PAGE_BACKGROUND = '#f4f4f5';
const TEXT_COLOR = '#27272a';
const MUTED_COLOR = '#71717a';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Links in e-mails are always absolute http(s) addresses (never javascript:, data:, …). */
export function assertHttpUrl(url: string): string {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new Error('e-mail links must be absolute http(s) URLs');
  return url;
}

/** Subjects are one line: no line breaks from interpolated names. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** "Olá, Maria." or just "Olá." when the name is unknown. */
export function greeting(name: string | null | undefined): string {
  const trimmed = oneLine(name ?? '');
  return trimmed ? `Olá, ${trimmed}.` : 'Olá.';
}

function paragraph(text: string, style = `color:${TEXT_COLOR};font-size:15px;line-height:24px;`): string {
  return `<p style="margin:0 0 16px 0;font-family:${FONT};${style}">${escapeHtml(text)}</p>`;
}

function button(label: string, url: string): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">
<tr><td align="center" bgcolor="${BRAND_COLOR}" style="border-radius:6px;background-color:${BRAND_COLOR};">
<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 28px;border:1px solid ${BRAND_COLOR};border-radius:6px;background-color:${BRAND_COLOR};color:#ffffff;font-family:${FONT};font-size:16px;font-weight:600;line-height:20px;text-decoration:none;">${escapeHtml(label)}</a>
</td></tr>
</table>
<p style="margin:0 0 16px 0;font-family:${FONT};color:${MUTED_COLOR};font-size:13px;line-height:20px;">Se o botão não funcionar, copie e cole este endereço no navegador:<br>
<a href="${href}" target="_blank" rel="noopener" style="color:${BRAND_COLOR};text-decoration:underline;word-break:break-all;">${escapeHtml(url)}</a></p>`;
}

function codeBlock(code: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">
<tr><td align="center" style="padding:16px 28px;border:1px solid #99f6e4;border-radius:8px;background-color:#f0fdfa;font-family:${MONO};font-size:32px;font-weight:700;line-height:40px;letter-spacing:10px;color:${BRAND_COLOR};">${escapeHtml(code)}</td></tr>
</table>`;
}

export function renderEmailLayout(layout: EmailLayout): { html: string; text: string } {
  const { preheader, title, paragraphs, action, code, closing = [], footerNote } = layout;
  if (action) assertHttpUrl(action.url);

  const body = [
    `<h1 style="margin:0 0 20px 0;font-family:${FONT};color:#18181b;font-size:22px;line-height:30px;font-weight:700;">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((text) => paragraph(text)),
    code ? codeBlock(code) : '',
    action ? button(action.label, action.url) : '',
    ...closing.map((text) => paragraph(text, `color:${MUTED_COLOR};font-size:14px;line-height:22px;`)),
  ]
    .filter(Boolean)
    .join('\n');

  const html = `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE_BACKGROUND};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${PAGE_BACKGROUND};">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE_BACKGROUND}" style="background-color:${PAGE_BACKGROUND};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 4px 16px 4px;font-family:${FONT};font-size:24px;line-height:32px;font-weight:700;letter-spacing:-0.5px;color:${BRAND_COLOR};">Alinhavo</td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px;border:1px solid #e4e4e7;border-radius:8px;background-color:#ffffff;">
${body}
</td></tr>
<tr><td style="padding:20px 4px 0 4px;font-family:${FONT};font-size:12px;line-height:18px;color:${MUTED_COLOR};">${escapeHtml(footerNote)}<br>${escapeHtml(PRODUCT_TAGLINE)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    'Alinhavo',
    '',
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(code ? [code, ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...closing.flatMap((p) => [p, '']),
    '--',
    footerNote,
    PRODUCT_TAGLINE,
    '',
  ].join('\n');

  return { html, text };
}
