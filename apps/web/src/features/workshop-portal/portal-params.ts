/** part2 §2: the portal's tabs. */
export const PORTAL_TABS = ['lotes', 'mensagens', 'pagamentos'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

/**
 * The tab opened without a `tab` parameter. part2 §9 says 'mensagens'; until the messages tab lands (another part
 * of issue 14) the portal opens on 'lotes'. Switch this constant when WorkshopMessagesTab is the real one.
 */
export const DEFAULT_PORTAL_TAB: PortalTab = 'lotes';

/** `conv` forces the messages tab; `batch` alone opens the batches; else `tab`, else the default. */
export function portalTab(params: URLSearchParams): PortalTab {
  if (params.get('conv')) return 'mensagens';
  const tab = params.get('tab');
  if ((PORTAL_TABS as readonly string[]).includes(tab ?? '')) return tab as PortalTab;
  if (params.get('batch')) return 'lotes';
  return DEFAULT_PORTAL_TAB;
}

/** /faccao/mensagens|lotes|pagamentos → /faccao?tab=…, keeping every other parameter. */
export function portalRedirect(tab: PortalTab, search: string): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return `/faccao?${params.toString()}`;
}
