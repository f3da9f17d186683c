import {
  formatDocument,
  OUTWORKER_STATUS_LABELS,
  type Outworker,
  type outworkerListQuerySchema,
} from '@alinhavo/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { dateCell, listExport } from '../../platform/http/list-export.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listOutworkers } from './service.ts';

type Query = Omit<z.output<typeof outworkerListQuerySchema>, 'page' | 'pageSize'>;

const HEADER = [
  'Nome',
  'CNPJ/CPF',
  'Contato',
  'Telefone',
  'E-mail',
  'Endereço',
  'Serviços',
  'Capacidade (peças/dia)',
  'Situação',
  'Observações',
  'Cadastrado em',
];

const row = (o: Outworker) => [
  o.name,
  o.documentNumber ? formatDocument(o.documentNumber) : null,
  o.contactName,
  o.phone,
  o.email,
  o.address,
  o.services.map((s) => s.name).join(', ') || null,
  o.capacityPerDay,
  OUTWORKER_STATUS_LABELS[o.status],
  o.notes,
  dateCell(o.createdAt),
];

/** GET /outworkers/export: the workshops list (search, filters, order) as a CSV. */
export function exportOutworkers(tx: Tx, tenant: TenantContext, query: Query): Promise<Response> {
  return listExport({ name: 'faccoes.csv', header: HEADER, row }, (paging) =>
    listOutworkers(tx, tenant, { ...query, ...paging }),
  );
}
