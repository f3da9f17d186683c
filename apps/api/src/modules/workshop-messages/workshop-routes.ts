import {
  sendWorkshopMessageSchema,
  workshopCompanyParamSchema,
  workshopConversationListSchema,
  workshopConversationParamSchema,
  workshopConversationSchema,
  workshopMessageListQuerySchema,
  workshopMessagePageSchema,
  workshopMessageSchema,
  workshopUnreadCountSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineWorkshopRoute, type WorkshopContext } from '../../platform/http/route.ts';
import { sendPush } from '../push/index.ts';
import {
  countUnread,
  findConversationForWrite,
  getConversation,
  listConversations,
  markSeen,
  type Viewer,
} from './conversations.ts';
import { newMessagePush } from './message-push.ts';
import { listMessages, sendMessage } from './messages.ts';

const tag = 'Portal da facção: mensagens';

/** A workshop login reads and writes the workshop's side of its conversations in the company it operates. */
function workshopViewer(workshop: WorkshopContext): Viewer {
  // Every route here names its company in the path, checked by the pipeline against the active associations.
  if (!workshop.companyId) throw new Error('a workshop messaging route without :companyId');
  return {
    side: 'faccao',
    userId: workshop.userId,
    companyId: workshop.companyId,
    faccaoId: workshop.faccaoId,
  };
}

const base = '/workshop/companies/:companyId/conversations';

/** The workshop side of messaging: the portal's Mensagens tab (part2 /faccao), for the company chosen. */
export const workshopPortalMessagesRoutes: ApiRoute[] = [
  defineWorkshopRoute({
    method: 'get',
    path: base,
    summary: 'Conversas da facção com a empresa escolhida, da mais recente à mais antiga',
    tag,
    params: workshopCompanyParamSchema,
    response: workshopConversationListSchema,
    handler: ({ tx, workshop }) => listConversations(tx, workshopViewer(workshop)),
  }),
  defineWorkshopRoute({
    method: 'get',
    path: `${base}/unread-count`,
    summary: 'Conversas com mensagens da empresa ainda não vistas por esta facção',
    tag,
    params: workshopCompanyParamSchema,
    response: workshopUnreadCountSchema,
    handler: ({ tx, workshop }) => countUnread(tx, workshopViewer(workshop)),
  }),
  defineWorkshopRoute({
    method: 'get',
    path: `${base}/:id`,
    summary: 'Uma conversa da facção com a empresa escolhida',
    tag,
    params: workshopConversationParamSchema,
    response: workshopConversationSchema,
    handler: ({ tx, workshop, params }) => getConversation(tx, workshopViewer(workshop), params.id),
  }),
  defineWorkshopRoute({
    method: 'get',
    path: `${base}/:id/messages`,
    summary: 'Mensagens de uma conversa, da mais antiga à mais recente',
    tag,
    params: workshopConversationParamSchema,
    query: workshopMessageListQuerySchema,
    response: workshopMessagePageSchema,
    handler: ({ tx, workshop, params, query }) =>
      listMessages(tx, workshopViewer(workshop), params.id, query),
  }),
  defineWorkshopRoute({
    method: 'post',
    path: `${base}/:id/messages`,
    summary: 'Envia uma mensagem da facção à empresa',
    tag,
    params: workshopConversationParamSchema,
    body: sendWorkshopMessageSchema,
    response: workshopMessageSchema,
    status: 201,
    handler: ({ tx, workshop, params, body, c, services }) =>
      sendMessage(tx, workshopViewer(workshop), params.id, body.content, (sent) =>
        sendPush(c, services, newMessagePush(sent, { side: 'faccao', faccaoName: workshop.faccaoName })),
      ),
  }),
  defineWorkshopRoute({
    method: 'post',
    path: `${base}/:id/read`,
    summary: 'Marca a conversa como vista agora por esta facção',
    tag,
    params: workshopConversationParamSchema,
    status: 204,
    handler: async ({ tx, workshop, params }) => {
      const viewer = workshopViewer(workshop);
      await markSeen(tx, viewer, await findConversationForWrite(tx, viewer, params.id));
    },
  }),
];
