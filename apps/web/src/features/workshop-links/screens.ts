import { Handshake } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const workshopLinksScreens: Screen[] = [
  {
    path: '/app/portal-terceirizados',
    title: 'Portal de terceirizados',
    group: 'Recursos',
    feature: 'outworker-portal',
    icon: Handshake,
    nav: true,
    keywords: ['portal', 'facção', 'faccao', 'convite', 'convidar', 'associação', 'terceirizado'],
    load: () => import('./portal-links-page').then((m) => ({ Component: m.PortalLinksPage })),
  },
];
