import { ClipboardList } from 'lucide-react';
import type { Screen } from '@/app/screens';

const list: Screen = {
  path: '/app/vendas',
  title: 'Pedidos de venda',
  group: 'Vendas',
  feature: 'sales-orders',
  icon: ClipboardList,
  nav: true,
  load: () => import('./sales-orders-page').then((m) => ({ Component: m.SalesOrdersPage })),
};

/**
 * This area's screens; the registry in app/screens.ts lists them. /app/pedidos-venda is the same list. The icon is
 * one the first load already carries (a new one put it 0.2 KiB over the 150 KiB budget).
 */
export const salesOrdersScreens: Screen[] = [
  list,
  { ...list, path: '/app/pedidos-venda', nav: false },
  {
    ...list,
    path: '/app/pedido/:orderId',
    title: 'Pedido de venda',
    nav: false,
    parent: '/app/vendas',
    load: () => import('./order-page').then((m) => ({ Component: m.SalesOrderPage })),
  },
];
