import { SquareKanban } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const productionBoardScreens: Screen[] = [
  {
    path: '/app/gestao-ordens',
    title: 'Gestão de ordens',
    group: 'Produção',
    feature: 'production-management',
    icon: SquareKanban,
    nav: true,
    load: () => import('./board-page').then((m) => ({ Component: m.BoardPage })),
  },
];
