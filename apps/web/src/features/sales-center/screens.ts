import { TrendingUp } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them (/central-vendas redirects here as a twin). */
export const salesCenterScreens: Screen[] = [
  {
    path: '/app/central-vendas',
    title: 'Central de vendas',
    group: 'Vendas',
    feature: 'sales-center',
    icon: TrendingUp,
    nav: true,
    load: () => import('./sales-center-page').then((m) => ({ Component: m.SalesCenterPage })),
  },
];
