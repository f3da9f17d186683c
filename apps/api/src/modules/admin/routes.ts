import {
  adminCompanyListQuerySchema,
  adminCompanyPageSchema,
  adminEmailDetailSchema,
  adminEmailListQuerySchema,
  adminEmailPageSchema,
  idParamSchema,
} from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';
import { listCompanies } from './companies.service.ts';
import { getEmail, listEmails } from './emails.service.ts';

const tag = 'Administração da plataforma';

/** /api/admin: platform staff screens (companies, e-mail outbox). Read-only, across companies. */
export const adminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/companies',
    summary: 'Lista as empresas clientes com proprietário, plano e usuários',
    tag,
    access: 'platform-staff',
    query: adminCompanyListQuerySchema,
    response: adminCompanyPageSchema,
    handler: ({ tx, query }) => listCompanies(tx, query),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/emails',
    summary: 'Lista os e-mails da fila de envio, do mais recente ao mais antigo',
    tag,
    access: 'platform-staff',
    query: adminEmailListQuerySchema,
    response: adminEmailPageSchema,
    handler: ({ tx, query }) => listEmails(tx, query),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/emails/:id',
    summary: 'Um e-mail da fila de envio, com o HTML e o texto',
    tag,
    access: 'platform-staff',
    params: idParamSchema,
    response: adminEmailDetailSchema,
    handler: ({ tx, params }) => getEmail(tx, params.id),
  }),
];
