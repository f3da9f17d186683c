import {
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSavedSchema,
  pushUnsubscribeSchema,
} from '@alinhavo/domain';
import {
  type ApiRoute,
  defineRoute,
  defineWorkshopRoute,
  type WorkshopContext,
} from '../../platform/http/route.ts';
import { pushOf } from './context.ts';
import { removePushSubscription, savePushSubscription } from './subscriptions.service.ts';

const tag = 'Notificações';

/** A workshop login's browsers belong to its workshop, whatever company it is operating. */
const workshopOwner = (workshop: WorkshopContext) => ({
  userId: workshop.userId,
  faccaoId: workshop.faccaoId,
});

/**
 * Web push for every signed-in person, company members and workshop logins alike: the key to subscribe with, and
 * this browser's subscription.
 */
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
  // The facção portal (/faccao): the same for workshop logins, which company routes refuse (WORKSHOP_LOGIN).
  defineWorkshopRoute({
    method: 'get',
    path: '/workshop/push/public-key',
    summary: 'Chave pública VAPID para o portal da facção inscrever o navegador (nula quando desligadas)',
    tag,
    response: pushPublicKeySchema,
    handler: async ({ c }) => ({ publicKey: pushOf(c).publicKey }),
  }),
  defineWorkshopRoute({
    method: 'post',
    path: '/workshop/push/subscriptions',
    summary: 'Inscreve este navegador nas notificações da facção (lotes e mensagens das empresas associadas)',
    tag,
    body: pushSubscriptionInputSchema,
    response: pushSubscriptionSavedSchema,
    handler: ({ tx, workshop, body, c }) =>
      savePushSubscription(tx, workshopOwner(workshop), pushOf(c), body, c.req.header('user-agent')),
  }),
  defineWorkshopRoute({
    method: 'delete',
    path: '/workshop/push/subscriptions',
    summary: 'Cancela a inscrição deste navegador nas notificações da facção',
    tag,
    body: pushUnsubscribeSchema,
    status: 204,
    handler: async ({ tx, workshop, body }) => {
      await removePushSubscription(tx, workshopOwner(workshop), body);
    },
  }),
];
