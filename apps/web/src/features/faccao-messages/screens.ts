// The paper plane the shell already has (its other screen, 'Enviar para facção', is not in the sidebar).
import { Send } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const faccaoMessagesScreens: Screen[] = [
  {
    path: '/app/mensagens-faccao',
    title: 'Mensagens (Facções)',
    group: 'Recursos',
    feature: 'faccao-messages',
    deniedInPlace: true,
    icon: Send,
    nav: true,
    load: () => import('./messages-page').then((m) => ({ Component: m.FaccaoMessagesPage })),
  },
];
