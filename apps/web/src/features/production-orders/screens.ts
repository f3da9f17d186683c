import { ClipboardList } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. 'nova' comes before ':id' to match first. */
export const productionOrdersScreens: Screen[] = [
  {
    path: '/app/producao',
    title: 'Ordens de produção',
    group: 'Produção',
    feature: 'production-orders',
    icon: ClipboardList,
    nav: true,
    load: () => import('./orders-page').then((m) => ({ Component: m.OrdersPage })),
  },
  {
    path: '/app/producao/nova',
    title: 'Nova ordem de produção',
    group: 'Produção',
    feature: 'production-orders',
    icon: ClipboardList,
    nav: false,
    parent: '/app/producao',
    load: () => import('./new-order-page').then((m) => ({ Component: m.NewOrderPage })),
  },
  {
    path: '/app/producao/:id',
    title: 'Ordem de produção',
    group: 'Produção',
    feature: 'production-orders',
    icon: ClipboardList,
    nav: false,
    parent: '/app/producao',
    load: () => import('./order-detail-page').then((m) => ({ Component: m.OrderDetailPage })),
  },
];
