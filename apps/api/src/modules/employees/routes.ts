import {
  employeeInputSchema,
  employeeListQuerySchema,
  employeeOptionsQuerySchema,
  employeeOptionsSchema,
  employeePageSchema,
  employeeSchema,
  employeeUpdateSchema,
  idParamSchema,
} from '@alinhavo/domain';
import { type ApiRoute, defineRoute } from '../../platform/http/route.ts';
import { exportEmployees } from './employees-export.ts';
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  listEmployeeOptions,
  listEmployees,
  updateEmployee,
} from './service.ts';

const tag = 'Funcionários';

export const employeesRoutes: ApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/employees/export',
    summary: 'Exporta em CSV todos os funcionários da busca e dos filtros da lista',
    tag,
    access: { feature: 'employees', action: 'access' },
    query: employeeListQuerySchema.omit({ page: true, pageSize: true }),
    handler: ({ tx, tenant, query }) => exportEmployees(tx, tenant, query),
  }),
  defineRoute({
    method: 'get',
    path: '/employees',
    summary: 'Lista funcionários com busca, filtros por setor e situação, ordenação e paginação',
    tag,
    access: { feature: 'employees', action: 'access' },
    query: employeeListQuerySchema,
    response: employeePageSchema,
    handler: ({ tx, tenant, query }) => listEmployees(tx, tenant, query),
  }),
  // Before '/employees/:id', which would otherwise take 'options' for an id.
  defineRoute({
    method: 'get',
    path: '/employees/options',
    summary: 'Funcionários ativos (id, nome, setor) para seleção em corte e revisão',
    tag,
    access: { feature: 'employees', action: 'access' },
    query: employeeOptionsQuerySchema,
    response: employeeOptionsSchema,
    handler: ({ tx, tenant, query }) => listEmployeeOptions(tx, tenant, query.sector),
  }),
  defineRoute({
    method: 'post',
    path: '/employees',
    summary: 'Cadastra um funcionário',
    tag,
    access: { feature: 'employees', action: 'write' },
    body: employeeInputSchema,
    response: employeeSchema,
    status: 201,
    handler: ({ tx, tenant, body }) => createEmployee(tx, tenant, body),
  }),
  defineRoute({
    method: 'get',
    path: '/employees/:id',
    summary: 'Detalhe de um funcionário',
    tag,
    access: { feature: 'employees', action: 'access' },
    params: idParamSchema,
    response: employeeSchema,
    handler: ({ tx, tenant, params }) => getEmployee(tx, tenant, params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/employees/:id',
    summary: 'Atualiza um funcionário (inclusive ativar ou inativar)',
    tag,
    access: { feature: 'employees', action: 'write' },
    params: idParamSchema,
    body: employeeUpdateSchema,
    response: employeeSchema,
    handler: ({ tx, tenant, params, body }) => updateEmployee(tx, tenant, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/employees/:id',
    summary: 'Exclui um funcionário sem registros vinculados',
    tag,
    access: { feature: 'employees', action: 'delete' },
    params: idParamSchema,
    status: 204,
    handler: ({ tx, tenant, params }) => deleteEmployee(tx, tenant, params.id),
  }),
];
