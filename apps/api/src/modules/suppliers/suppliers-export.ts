import { formatDocument, type Supplier, type supplierListQuerySchema } from '@alinhavo/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { dateCell, listExport } from '../../platform/http/list-export.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listSuppliers } from './service.ts';

type Query = Omit<z.output<typeof supplierListQuerySchema>, 'page' | 'pageSize'>;

const HEADER = ['Nome', 'CNPJ/CPF', 'Telefone', 'E-mail', 'Endereço', 'Observações', 'Cadastrado em'];

const row = (s: Supplier) => [
  s.name,
  s.documentNumber ? formatDocument(s.documentNumber) : null,
  s.phone,
  s.email,
  s.address,
  s.notes,
  dateCell(s.createdAt),
];

/** GET /suppliers/export: the suppliers list (search, order) as a CSV. */
export function exportSuppliers(tx: Tx, tenant: TenantContext, query: Query): Promise<Response> {
  return listExport({ name: 'fornecedores.csv', header: HEADER, row }, (paging) =>
    listSuppliers(tx, tenant, { ...query, ...paging }),
  );
}
