import { Send } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const batchDispatchScreens: Screen[] = [
  {
    path: '/app/lotes-producao/:batchId/enviar-faccao',
    title: 'Enviar para facção',
    group: 'Produção',
    feature: 'production-batches',
    icon: Send,
    nav: false,
    parent: '/app/lotes-producao',
    load: () => import('./send-batch-page').then((m) => ({ Component: m.SendBatchPage })),
  },
];
