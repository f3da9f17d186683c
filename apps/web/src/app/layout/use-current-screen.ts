import { useLocation } from 'react-router';
import { findScreen, SCREENS, type Screen } from '../screens';
import { usePageLabel } from './breadcrumb-context';

export type Crumb = { label: string; to?: string };

/** Title and breadcrumb of the current screen, from the registry (the detail screen may supply its own name). */
export function useCurrentScreen(): { title: string; crumbs: Crumb[]; screen?: Screen } {
  const { pathname } = useLocation();
  const label = usePageLabel();
  // /app only redirects to the member's first screen (app-home.tsx): nothing to name while it does.
  if (pathname === '/app' || pathname === '/app/') return { title: '', crumbs: [] };
  const match = findScreen(pathname);
  if (!match) return { title: 'Página não encontrada', crumbs: [{ label: 'Página não encontrada' }] };
  const chain: Screen[] = [];
  let parentPath = match.screen.parent;
  while (parentPath) {
    const parent = SCREENS.find((s) => s.path === parentPath);
    if (!parent) break;
    chain.unshift(parent);
    parentPath = parent.parent;
  }
  const title = label ?? match.screen.title;
  return {
    title,
    screen: match.screen,
    crumbs: [...chain.map((s) => ({ label: s.title, to: s.path })), { label: title }],
  };
}
