import {
  idParamSchema,
  importResultSchema,
  supplierImportSchema,
  supplierInputSchema,
  supplierListQuerySchema,
  supplierPageSchema,
  supplierSchema,
  supplierUpdateSchema,
} from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';
import { importSuppliers } from './import-service.ts';
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier } from './service.ts';
import { exportSuppliers } from './suppliers-export.ts';

const tag = 'Fornecedores';

export const supplierRoutes = [
  defineRoute({
    method: 'get',
    path: '/suppliers/export',
    summary: 'Exporta em CSV todos os fornecedores da busca da lista',
    tag,
    access: { feature: 'suppliers', action: 'access' },
    query: supplierListQuerySchema.omit({ page: true, pageSize: true }),
    handler: ({ tx, tenant, query }) => exportSuppliers(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/suppliers',
    summary: 'Lista fornecedores com busca, ordenação e paginação',
    tag,
    access: { feature: 'suppliers', action: 'access' },
    query: supplierListQuerySchema,
    response: supplierPageSchema,
    handler: ({ tx, tenant, query }) => listSuppliers(tx, tenant, query),
  }),
  defineRoute({
    method: 'post',
    path: '/suppliers',
    summary: 'Cadastra um fornecedor',
    tag,
    access: { feature: 'suppliers', action: 'write' },
    body: supplierInputSchema,
    response: supplierSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createSupplier(tx, tenant, body),
  }),
  defineRoute({
    method: 'post',
    path: '/suppliers/import',
    summary:
      'Importa fornecedores de linhas de um CSV: cadastra as válidas e devolve os erros por linha (dryRun: só confere)',
    tag,
    access: { feature: 'suppliers', action: 'write' },
    body: supplierImportSchema,
    response: importResultSchema,
    handler: ({ tx, tenant, body }) => importSuppliers(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/suppliers/:id',
    summary: 'Detalhe de um fornecedor',
    tag,
    access: { feature: 'suppliers', action: 'access' },
    params: idParamSchema,
    response: supplierSchema,
    handler: ({ tx, tenant, params }) => getSupplier(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/suppliers/:id',
    summary: 'Atualiza um fornecedor',
    tag,
    access: { feature: 'suppliers', action: 'write' },
    params: idParamSchema,
    body: supplierUpdateSchema,
    response: supplierSchema,
    handler: ({ tx, tenant, params, body }) => updateSupplier(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/suppliers/:id',
    summary: 'Exclui um fornecedor',
    tag,
    access: { feature: 'suppliers', action: 'delete' },
    params: idParamSchema,
    status: 204,
    handler: ({ tx, tenant, params }) => deleteSupplier(tx, tenant, params.id),
  }),
];
