import {
  EMPLOYEE_PAY_TYPE_LABELS,
  EMPLOYEE_SECTOR_LABELS,
  EMPLOYEE_STATUS_LABELS,
  type Employee,
  type employeeListQuerySchema,
  formatBRL,
  formatDocument,
} from '@alinhavo/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { dateCell, listExport } from '../../platform/http/list-export.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listEmployees } from './service.ts';

type Query = Omit<z.output<typeof employeeListQuerySchema>, 'page' | 'pageSize'>;

const HEADER = [
  'Nome',
  'CPF',
  'Cargo',
  'Setor',
  'Tipo de pagamento',
  'Valor',
  'Admissão',
  'Telefone',
  'Situação',
  'Observações',
];

const row = (e: Employee) => [
  e.name,
  e.cpf ? formatDocument(e.cpf) : null,
  e.jobTitle,
  EMPLOYEE_SECTOR_LABELS[e.sector],
  EMPLOYEE_PAY_TYPE_LABELS[e.payType],
  formatBRL(e.payAmountCents),
  dateCell(e.admissionDate),
  e.phone,
  EMPLOYEE_STATUS_LABELS[e.status],
  e.notes,
];

/** GET /employees/export: the employees list (search, filters, order) as a CSV. */
export function exportEmployees(tx: Tx, tenant: TenantContext, query: Query): Promise<Response> {
  return listExport({ name: 'funcionarios.csv', header: HEADER, row }, (paging) =>
    listEmployees(tx, tenant, { ...query, ...paging }),
  );
}
