import { ClipboardCheck } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const qualityControlScreens: Screen[] = [
  {
    path: '/app/controle-qualidade',
    title: 'Controle de qualidade',
    group: 'Produção',
    feature: 'quality-control',
    icon: ClipboardCheck,
    nav: true,
    load: () => import('./quality-control-page').then((m) => ({ Component: m.QualityControlPage })),
  },
];
