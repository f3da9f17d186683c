import {
  CUSTOMER_IMPORT_COLUMNS,
  CUSTOMER_PERSON_TYPE_LABELS,
  CUSTOMER_STATUS_LABELS,
  type Customer,
  type customerListQuerySchema,
  formatBRL,
  formatDocument,
  formatStateRegistration,
  maskCep,
  maskPhone,
} from '@alinhavo/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { dateCell, listExport } from '../../platform/http/list-export.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listCustomers } from './service.ts';

type Query = Omit<z.output<typeof customerListQuerySchema>, 'page' | 'pageSize'>;

/** The import's columns (an export imports back), then the registration date. */
const HEADER = [...CUSTOMER_IMPORT_COLUMNS, 'Cadastrado em'];

const row = (c: Customer) => [
  CUSTOMER_PERSON_TYPE_LABELS[c.personType],
  c.name,
  c.tradeName,
  c.documentNumber ? formatDocument(c.documentNumber) : null,
  c.stateRegistration ? formatStateRegistration(c.stateRegistration) : null,
  c.email,
  c.phone ? maskPhone(c.phone) : null,
  c.mobilePhone ? maskPhone(c.mobilePhone) : null,
  c.contactName,
  c.cep ? maskCep(c.cep) : null,
  c.street,
  c.addressNumber,
  c.complement,
  c.neighborhood,
  c.city,
  c.state,
  formatBRL(c.creditLimitCents),
  CUSTOMER_STATUS_LABELS[c.status],
  c.notes,
  dateCell(c.createdAt),
];

/** GET /customers/export: the customers list (search, filter, order) as a CSV. */
export function exportCustomers(tx: Tx, tenant: TenantContext, query: Query): Promise<Response> {
  return listExport({ name: 'clientes.csv', header: HEADER, row }, (paging) =>
    listCustomers(tx, tenant, { ...query, ...paging }),
  );
}
