import {
  customerImportSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSchema,
  idParamSchema,
  importResultSchema,
} from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';
import { exportCustomers } from './customers-export.ts';
import { importCustomers } from './import-service.ts';
import { createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from './service.ts';

const tag = 'Clientes';

export const customerRoutes = [
  defineRoute({
    method: 'get',
    path: '/customers/export',
    summary: 'Exporta em CSV todos os clientes da busca e do filtro da lista',
    tag,
    access: { feature: 'customers', action: 'access' },
    query: customerListQuerySchema.omit({ page: true, pageSize: true }),
    handler: ({ tx, tenant, query }) => exportCustomers(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/customers',
    summary: 'Lista clientes com busca (nome, documento, cidade), situação, ordenação e paginação',
    tag,
    access: { feature: 'customers', action: 'access' },
    query: customerListQuerySchema,
    response: customerPageSchema,
    handler: ({ tx, tenant, query }) => listCustomers(tx, tenant, query),
  }),
  defineRoute({
    method: 'post',
    path: '/customers',
    summary: 'Cadastra um cliente (pessoa física ou jurídica); um CPF/CNPJ já cadastrado é recusado',
    tag,
    access: { feature: 'customers', action: 'write' },
    body: customerInputSchema,
    response: customerSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createCustomer(tx, tenant, body),
  }),
  defineRoute({
    method: 'post',
    path: '/customers/import',
    summary:
      'Importa clientes de linhas de um CSV: cadastra as válidas e devolve os erros por linha (dryRun: só confere)',
    tag,
    access: { feature: 'customers', action: 'write' },
    body: customerImportSchema,
    response: importResultSchema,
    handler: ({ tx, tenant, body }) => importCustomers(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/customers/:id',
    summary: 'Detalhe de um cliente',
    tag,
    access: { feature: 'customers', action: 'access' },
    params: idParamSchema,
    response: customerSchema,
    handler: ({ tx, tenant, params }) => getCustomer(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'put',
    path: '/customers/:id',
    summary: 'Salva o cadastro completo de um cliente',
    tag,
    access: { feature: 'customers', action: 'write' },
    params: idParamSchema,
    body: customerInputSchema,
    response: customerSchema,
    handler: ({ tx, tenant, params, body }) => updateCustomer(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/customers/:id',
    summary: 'Exclui um cliente sem vendas vinculadas',
    tag,
    access: { feature: 'customers', action: 'delete' },
    params: idParamSchema,
    status: 204,
    handler: ({ tx, tenant, params }) => deleteCustomer(tx, tenant, params.id),
  }),
];
