import { Scissors } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const cuttingScreens: Screen[] = [
  {
    path: '/app/corte',
    title: 'Corte',
    group: 'Produção',
    feature: 'cutting',
    icon: Scissors,
    nav: true,
    load: () => import('./cutting-page').then((m) => ({ Component: m.CuttingPage })),
  },
];
