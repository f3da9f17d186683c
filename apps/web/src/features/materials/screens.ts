import { Spool } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const materialsScreens: Screen[] = [
  {
    path: '/app/materiais',
    title: 'Materiais',
    group: 'Recursos',
    feature: 'materials',
    icon: Spool,
    nav: true,
    load: () => import('./materials-page').then((m) => ({ Component: m.MaterialsPage })),
  },
  {
    path: '/app/materiais/:id',
    title: 'Material',
    group: 'Recursos',
    feature: 'materials',
    icon: Spool,
    nav: false,
    parent: '/app/materiais',
    load: () => import('./material-detail-page').then((m) => ({ Component: m.MaterialDetailPage })),
  },
];
