import { LayoutDashboard } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const dashboardScreens: Screen[] = [
  {
    path: '/app/dashboard',
    title: 'Dashboard',
    group: 'Dashboard',
    feature: 'dashboard',
    icon: LayoutDashboard,
    nav: true,
    load: () => import('./dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
];
