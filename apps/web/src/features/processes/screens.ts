import { Workflow } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const processesScreens: Screen[] = [
  {
    path: '/app/processos',
    title: 'Processos',
    group: 'Recursos',
    feature: 'processes',
    icon: Workflow,
    nav: true,
    load: () => import('./processes-page').then((m) => ({ Component: m.ProcessesPage })),
  },
];
