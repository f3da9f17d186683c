import { Send } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const workshopLinksScreens: Screen[] = [
  {
    path: '/app/portal-terceirizados',
    title: 'Portal de terceirizados',
    group: 'Recursos',
    feature: 'outworker-portal',
    icon: Send,
    nav: true,
    load: () => import('./portal-links-page').then((m) => ({ Component: m.PortalLinksPage })),
  },
];
