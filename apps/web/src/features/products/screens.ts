import { Palette, Shirt } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const productsScreens: Screen[] = [
  {
    path: '/app/produtos',
    title: 'Produtos',
    group: 'Recursos',
    feature: 'products',
    icon: Shirt,
    nav: true,
    load: () => import('./products-page').then((m) => ({ Component: m.ProductsPage })),
  },
  {
    path: '/app/produtos/:id',
    title: 'Produto',
    group: 'Recursos',
    feature: 'products',
    icon: Shirt,
    nav: false,
    parent: '/app/produtos',
    load: () => import('./product-detail-page').then((m) => ({ Component: m.ProductDetailPage })),
  },
  {
    path: '/app/cores',
    title: 'Cores e grades',
    group: 'Recursos',
    feature: 'products',
    icon: Palette,
    nav: true,
    load: () => import('./colors-page').then((m) => ({ Component: m.ColorsPage })),
  },
];
