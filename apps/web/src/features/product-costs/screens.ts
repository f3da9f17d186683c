import { Calculator } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const productCostsScreens: Screen[] = [
  {
    path: '/app/custos-produtos',
    title: 'Custos de produtos',
    group: 'Produção',
    feature: 'product-costs',
    icon: Calculator,
    nav: true,
    load: () => import('./product-costs-page').then((m) => ({ Component: m.ProductCostsPage })),
  },
  {
    path: '/app/custos-produtos/:id',
    title: 'Ficha de custo',
    group: 'Produção',
    feature: 'product-costs',
    icon: Calculator,
    nav: false,
    parent: '/app/custos-produtos',
    load: () => import('./cost-sheet-page').then((m) => ({ Component: m.CostSheetPage })),
  },
];
