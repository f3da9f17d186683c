import {
  idParamSchema,
  inviteCreateSchema,
  inviteSchema,
  invitesResponseSchema,
  memberSchema,
  membersResponseSchema,
  memberUpdateSchema,
  permissionsUpdateSchema,
} from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';
import { cancelInvite, createInvite, getInvite, listInvites, resendInvite } from './invites.service.ts';
import { getMember, listMembers, replacePermissions, updateMember } from './members.service.ts';

const tag = 'Usuários';

/** Issue 3: besides the `users` permission, only owners and administrators change users and invitations. */
const MANAGER_ROLES = ['owner', 'admin', 'super_admin'] as const;

/** /api/users and /api/invites: members, invitations and permissions of the company (part1 §2.4, §6). */
export const userRoutes = [
  defineRoute({
    method: 'get',
    path: '/users',
    summary: 'Lista os usuários da empresa, com permissões e o limite do plano',
    tag,
    access: { feature: 'users', action: 'access' },
    response: membersResponseSchema,
    handler: ({ tx, tenant }) => listMembers(tx, tenant),
  }),
  defineRoute({
    method: 'get',
    path: '/users/:id',
    summary: 'Detalhe de um usuário da empresa',
    tag,
    access: { feature: 'users', action: 'access' },
    params: idParamSchema,
    response: memberSchema,
    handler: ({ tx, tenant, params }) => getMember(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/users/:id',
    summary: 'Altera a função de um usuário, ou o desativa e reativa',
    tag,
    access: { feature: 'users', action: 'write', roles: MANAGER_ROLES },
    params: idParamSchema,
    body: memberUpdateSchema,
    response: memberSchema,
    handler: ({ tx, tenant, params, body, services }) => updateMember(tx, tenant, params.id, body, services),
  }),
  defineRoute({
    method: 'put',
    path: '/users/:id/permissions',
    summary: 'Substitui as permissões de um usuário',
    tag,
    access: { feature: 'users', action: 'write', roles: MANAGER_ROLES },
    params: idParamSchema,
    body: permissionsUpdateSchema,
    response: memberSchema,
    handler: ({ tx, tenant, params, body }) => replacePermissions(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'get',
    path: '/invites',
    summary: 'Lista os convites pendentes e aceitos',
    tag,
    access: { feature: 'users', action: 'access' },
    response: invitesResponseSchema,
    handler: ({ tx, tenant }) => listInvites(tx, tenant),
  }),
  defineRoute({
    method: 'get',
    path: '/invites/:id',
    summary: 'Detalhe de um convite',
    tag,
    access: { feature: 'users', action: 'access' },
    params: idParamSchema,
    response: inviteSchema,
    handler: ({ tx, tenant, params }) => getInvite(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/invites',
    summary: 'Convida uma pessoa para a empresa e envia o link por e-mail',
    tag,
    access: { feature: 'users', action: 'write', roles: MANAGER_ROLES },
    body: inviteCreateSchema,
    response: inviteSchema,
    status: 201,
    handler: ({ tx, tenant, body, services }) => createInvite(tx, tenant, body, services),
  }),
  defineRoute({
    method: 'post',
    path: '/invites/:id/resend',
    summary: 'Reenvia um convite pendente com um novo link',
    tag,
    access: { feature: 'users', action: 'write', roles: MANAGER_ROLES },
    params: idParamSchema,
    response: inviteSchema,
    handler: ({ tx, tenant, params, services }) => resendInvite(tx, tenant, params.id, services),
  }),
  defineRoute({
    method: 'delete',
    path: '/invites/:id',
    summary: 'Cancela um convite pendente',
    tag,
    access: { feature: 'users', action: 'delete', roles: MANAGER_ROLES },
    params: idParamSchema,
    status: 204,
    handler: ({ tx, tenant, params }) => cancelInvite(tx, tenant, params.id),
  }),
];
