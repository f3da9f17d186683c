/** part2 §2: the portal's tabs. */
export const PORTAL_TABS = ['lotes', 'mensagens', 'pagamentos'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

/** The tab opened without a `tab` parameter (part2 §9). */
export const DEFAULT_PORTAL_TAB: PortalTab = 'mensagens';

/** `conv` forces the messages tab; `batch` alone opens the batches; else `tab`, else the default. */
export function portalTab(params: URLSearchParams): PortalTab {
  if (params.get('conv')) return 'mensagens';
  const tab = params.get('tab');
  if ((PORTAL_TABS as readonly string[]).includes(tab ?? '')) return tab as PortalTab;
  if (params.get('batch')) return 'lotes';
  return DEFAULT_PORTAL_TAB;
}

/**
 * /faccao/mensagens, /faccao/lotes, /faccao/pagamentos → /faccao?tab=…, keeping the other parameters; null when the
 * path is /faccao itself. Another path below /faccao goes to /faccao.
 */
export function portalRedirect(pathname: string, search: string): string | null {
  const rest = pathname.replace(/^\/faccao\/?/, '').replace(/\/$/, '');
  if (!rest) return null;
  const params = new URLSearchParams(search);
  if ((PORTAL_TABS as readonly string[]).includes(rest)) params.set('tab', rest);
  const query = params.toString();
  return query ? `/faccao?${query}` : '/faccao';
}
