import { ArrowLeftRight } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const stockScreens: Screen[] = [
  {
    path: '/app/movimentacoes-estoque',
    title: 'Movimentações de estoque',
    group: 'Produção',
    feature: 'stock-movements',
    icon: ArrowLeftRight,
    nav: true,
    load: () => import('./stock-movements-page').then((m) => ({ Component: m.StockMovementsPage })),
  },
];
