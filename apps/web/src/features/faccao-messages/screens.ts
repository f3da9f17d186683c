import { MessagesSquare } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const faccaoMessagesScreens: Screen[] = [
  {
    path: '/app/mensagens-faccao',
    title: 'Mensagens (Facções)',
    group: 'Recursos',
    feature: 'faccao-messages',
    deniedMessage: 'Você não tem permissão para acessar Mensagens (Facções).',
    icon: MessagesSquare,
    nav: true,
    keywords: ['mensagem', 'conversa', 'chat', 'facção'],
    load: () => import('./messages-page').then((m) => ({ Component: m.FaccaoMessagesPage })),
  },
];
