import { Store } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const pdvScreens: Screen[] = [
  {
    path: '/app/pdv',
    title: 'PDV',
    group: 'Vendas',
    feature: 'pdv',
    icon: Store,
    nav: true,
    load: () => import('./pdv-page').then((m) => ({ Component: m.PdvPage })),
  },
];
