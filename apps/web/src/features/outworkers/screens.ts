import { Factory } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const outworkersScreens: Screen[] = [
  {
    path: '/app/terceirizados',
    title: 'Terceirizados',
    group: 'Recursos',
    feature: 'outworkers',
    icon: Factory,
    nav: true,
    load: () => import('./outworkers-page').then((m) => ({ Component: m.OutworkersPage })),
  },
  {
    path: '/app/terceirizados/:id',
    title: 'Terceirizado',
    group: 'Recursos',
    feature: 'outworkers',
    icon: Factory,
    nav: false,
    parent: '/app/terceirizados',
    load: () => import('./outworker-detail-page').then((m) => ({ Component: m.OutworkerDetailPage })),
  },
  {
    path: '/app/terceirizados/:id/editar',
    title: 'Editar terceirizado',
    group: 'Recursos',
    feature: 'outworkers',
    icon: Factory,
    nav: false,
    parent: '/app/terceirizados',
    load: () => import('./outworker-edit-page').then((m) => ({ Component: m.OutworkerEditPage })),
  },
];
