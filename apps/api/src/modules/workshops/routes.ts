import {
  idParamSchema,
  workshopInviteSchema,
  workshopLinkListSchema,
  workshopLinkSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { getWorkshopLink, inviteWorkshop, listWorkshopLinks, removeWorkshopLink } from './links.service.ts';

const tag = 'Portal de terceirizados';
const feature = 'outworker-portal' as const;

/** The company's side of the workshop portal: /app/portal-terceirizados and the outworker page's invitation. */
export const workshopLinksRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/workshop-links',
    summary: 'Facções convidadas e associadas ao portal (facção, situação, convidada em)',
    tag,
    access: { feature, action: 'access' },
    response: workshopLinkListSchema,
    handler: ({ tx, tenant }) => listWorkshopLinks(tx, tenant),
  }),
  defineRoute({
    method: 'post',
    path: '/workshop-links/invitations',
    summary:
      'Convida a facção de um terceirizado para o portal por e-mail (a resposta é a mesma para qualquer endereço)',
    tag,
    access: { feature, action: 'write' },
    body: workshopInviteSchema,
    response: workshopLinkSchema,
    status: 201,
    handler: ({ tx, tenant, body, services }) => inviteWorkshop(tx, tenant, body, services),
  }),
  defineRoute({
    method: 'get',
    path: '/workshop-links/:id',
    summary: 'Um convite ou uma associação do portal',
    tag,
    access: { feature, action: 'access' },
    params: idParamSchema,
    response: workshopLinkSchema,
    handler: ({ tx, tenant, params }) => getWorkshopLink(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'delete',
    path: '/workshop-links/:id',
    summary: 'Remove a associação com a facção (ou cancela o convite pendente)',
    tag,
    access: { feature, action: 'delete' },
    params: idParamSchema,
    status: 204,
    handler: async ({ tx, tenant, params }) => {
      await removeWorkshopLink(tx, tenant, params.id);
    },
  }),
];
