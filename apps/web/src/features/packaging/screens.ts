import { PackageCheck } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const packagingScreens: Screen[] = [
  {
    path: '/app/embalagem',
    title: 'Embalagem',
    group: 'Produção',
    feature: 'packaging',
    icon: PackageCheck,
    nav: true,
    load: () => import('./packaging-page').then((m) => ({ Component: m.PackagingPage })),
  },
];
