import {
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSavedSchema,
  pushUnsubscribeSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { pushOf } from './context.ts';
import { removePushSubscription, savePushSubscription } from './subscriptions.service.ts';

const tag = 'Notificações';

/** Web push for every signed-in person: the key to subscribe with, and this browser's subscription. */
export const pushRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/push/public-key',
    summary: 'Chave pública VAPID para inscrever o navegador (nula quando as notificações estão desligadas)',
    tag,
    access: 'signed-in',
    response: pushPublicKeySchema,
    handler: async ({ c }) => ({ publicKey: pushOf(c).publicKey }),
  }),
  defineRoute({
    method: 'post',
    path: '/push/subscriptions',
    summary: 'Inscreve este navegador nas notificações (uma inscrição por navegador)',
    tag,
    access: 'signed-in',
    body: pushSubscriptionInputSchema,
    response: pushSubscriptionSavedSchema,
    handler: ({ tx, tenant, body, c }) =>
      savePushSubscription(tx, tenant, pushOf(c), body, c.req.header('user-agent')),
  }),
  defineRoute({
    method: 'delete',
    path: '/push/subscriptions',
    summary: 'Cancela a inscrição deste navegador nas notificações',
    tag,
    access: 'signed-in',
    body: pushUnsubscribeSchema,
    status: 204,
    handler: async ({ tx, tenant, body }) => {
      await removePushSubscription(tx, tenant, body);
    },
  }),
];
