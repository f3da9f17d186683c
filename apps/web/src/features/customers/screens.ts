import { Contact } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const customersScreens: Screen[] = [
  {
    path: '/app/clientes',
    title: 'Clientes',
    group: 'Vendas',
    feature: 'customers',
    icon: Contact,
    nav: true,
    load: () => import('./customers-page').then((m) => ({ Component: m.CustomersPage })),
  },
  {
    path: '/app/clientes/:id',
    title: 'Cliente',
    group: 'Vendas',
    feature: 'customers',
    icon: Contact,
    nav: false,
    parent: '/app/clientes',
    load: () => import('./customer-detail-page').then((m) => ({ Component: m.CustomerDetailPage })),
  },
];
