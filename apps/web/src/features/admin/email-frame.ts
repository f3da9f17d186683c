const HEAD_OPEN = /<head(\s[^>]*)?>/i;

/**
 * The HTML of an e-mail for a sandboxed iframe: every link opens in a new tab instead of inside the frame. The
 * <base> goes inside <head> when there is one, so a leading doctype still counts.
 */
export function emailFrameDocument(html: string): string {
  const base = '<base target="_blank">';
  const head = HEAD_OPEN.exec(html);
  if (!head) return `${base}${html}`;
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}${base}${html.slice(end)}`;
}
