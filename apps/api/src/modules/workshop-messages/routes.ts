import {
  companyWorkshopListSchema,
  idParamSchema,
  sendWorkshopMessageSchema,
  startedWorkshopConversationSchema,
  startWorkshopConversationSchema,
  workshopConversationListSchema,
  workshopConversationSchema,
  workshopMessageListQuerySchema,
  workshopMessagePageSchema,
  workshopMessageSchema,
  workshopUnreadCountSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { sendPush } from '../push/index.ts';
import { companyViewer, listCompanyWorkshops, startConversation } from './company.service.ts';
import {
  countUnread,
  findConversationForWrite,
  getConversation,
  listConversations,
  markSeen,
} from './conversations.ts';
import { newMessagePush } from './message-push.ts';
import { listMessages, sendMessage } from './messages.ts';

const tag = 'Mensagens (Facções)';
const read = { feature: 'faccao-messages', action: 'access' } as const;
const write = { feature: 'faccao-messages', action: 'write' } as const;

/** The company side of workshop messaging: /app/mensagens-faccao (part2 'Company messaging', §7). */
export const workshopMessagesRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/faccao-conversations',
    summary:
      'Conversas da empresa com suas facções, da mais recente à mais antiga, com a última mensagem e se há não lidas',
    tag,
    access: read,
    response: workshopConversationListSchema,
    handler: ({ tx, tenant }) => listConversations(tx, companyViewer(tenant)),
  }),
  defineRoute({
    method: 'get',
    path: '/faccao-conversations/workshops',
    summary: 'Facções com associação ativa, para iniciar uma conversa',
    tag,
    access: read,
    response: companyWorkshopListSchema,
    handler: ({ tx, tenant }) => listCompanyWorkshops(tx, tenant),
  }),
  defineRoute({
    method: 'get',
    path: '/faccao-conversations/unread-count',
    summary: 'Conversas com mensagens de facções ainda não vistas por quem pergunta (selo do menu)',
    tag,
    access: read,
    response: workshopUnreadCountSchema,
    handler: ({ tx, tenant }) => countUnread(tx, companyViewer(tenant)),
  }),
  defineRoute({
    method: 'post',
    path: '/faccao-conversations',
    summary: 'Inicia a conversa com uma facção, ou devolve a que já está aberta',
    tag,
    access: write,
    body: startWorkshopConversationSchema,
    response: startedWorkshopConversationSchema,
    handler: ({ tx, tenant, body }) => startConversation(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/faccao-conversations/:id',
    summary: 'Uma conversa com uma facção',
    tag,
    access: read,
    params: idParamSchema,
    response: workshopConversationSchema,
    handler: ({ tx, tenant, params }) => getConversation(tx, companyViewer(tenant), params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/faccao-conversations/:id/messages',
    summary:
      'Mensagens de uma conversa, da mais antiga à mais recente (as últimas, ou as anteriores a uma mensagem)',
    tag,
    access: read,
    params: idParamSchema,
    query: workshopMessageListQuerySchema,
    response: workshopMessagePageSchema,
    handler: ({ tx, tenant, params, query }) => listMessages(tx, companyViewer(tenant), params.id, query),
  }),
  defineRoute({
    method: 'post',
    path: '/faccao-conversations/:id/messages',
    summary: 'Envia uma mensagem da empresa à facção',
    tag,
    access: write,
    params: idParamSchema,
    body: sendWorkshopMessageSchema,
    response: workshopMessageSchema,
    status: 201,
    handler: ({ tx, tenant, params, body, c, services }) =>
      sendMessage(tx, companyViewer(tenant), params.id, body.content, (sent) =>
        sendPush(c, services, newMessagePush(sent, { side: 'empresa', companyName: tenant.companyName })),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/faccao-conversations/:id/read',
    summary: 'Marca a conversa como vista agora por quem pergunta',
    tag,
    access: read,
    params: idParamSchema,
    status: 204,
    handler: async ({ tx, tenant, params }) => {
      const viewer = companyViewer(tenant);
      await markSeen(tx, viewer, await findConversationForWrite(tx, viewer, params.id));
    },
  }),
];
