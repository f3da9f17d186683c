import { Tags } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const salePricesScreens: Screen[] = [
  {
    path: '/app/precos-venda',
    title: 'Preços de venda',
    group: 'Vendas',
    feature: 'sale-prices',
    icon: Tags,
    nav: true,
    load: () => import('./sale-prices-page').then((m) => ({ Component: m.SalePricesPage })),
  },
];
