import { Layers } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const batchesScreens: Screen[] = [
  {
    path: '/app/lotes-producao',
    title: 'Lotes de produção',
    group: 'Produção',
    feature: 'production-batches',
    icon: Layers,
    nav: true,
    load: () => import('./batches-page').then((m) => ({ Component: m.BatchesPage })),
  },
  {
    path: '/app/lotes-producao/:id',
    title: 'Lote',
    group: 'Produção',
    feature: 'production-batches',
    icon: Layers,
    nav: false,
    parent: '/app/lotes-producao',
    load: () => import('./batch-detail-page').then((m) => ({ Component: m.BatchDetailPage })),
  },
];
