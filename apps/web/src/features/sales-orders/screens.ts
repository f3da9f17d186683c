import { ShoppingBag } from 'lucide-react';
import type { Screen } from '@/app/screens';

const list = () => import('./sales-orders-page').then((m) => ({ Component: m.SalesOrdersPage }));

/** This area's screens; the registry in app/screens.ts lists them. /app/pedidos-venda is the same list. */
export const salesOrdersScreens: Screen[] = [
  {
    path: '/app/vendas',
    title: 'Pedidos de venda',
    group: 'Vendas',
    feature: 'sales-orders',
    icon: ShoppingBag,
    nav: true,
    load: list,
  },
  {
    path: '/app/pedidos-venda',
    title: 'Pedidos de venda',
    group: 'Vendas',
    feature: 'sales-orders',
    icon: ShoppingBag,
    nav: false,
    load: list,
  },
  {
    path: '/app/pedido/:orderId',
    title: 'Pedido de venda',
    group: 'Vendas',
    feature: 'sales-orders',
    icon: ShoppingBag,
    nav: false,
    parent: '/app/vendas',
    load: () => import('./order-page').then((m) => ({ Component: m.SalesOrderPage })),
  },
];
