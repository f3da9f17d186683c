import {
  BATCH_STATUS_LABELS,
  type BatchListItem,
  type batchListQuerySchema,
  formatInteger,
} from '@alinhavo/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { dateCell, listExport } from '../../platform/http/list-export.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listBatches } from './batch-list.ts';

type Query = Omit<z.output<typeof batchListQuerySchema>, 'page' | 'pageSize'>;

const HEADER = [
  'Lote',
  'Situação',
  'Referência',
  'Produto',
  'Ordem de produção',
  'Facção',
  'Cores',
  'Tamanhos',
  'Peças',
  'Entrega',
  'Criado em',
];

const row = (b: BatchListItem) => [
  b.code,
  BATCH_STATUS_LABELS[b.status],
  b.productReference,
  b.productName,
  b.orderCode,
  b.outworkerName,
  b.colors.map((c) => c.name).join(', ') || null,
  b.sizeLabel,
  formatInteger(b.totalQuantity),
  dateCell(b.dueDate),
  dateCell(b.createdAt),
];

/** GET /batches/export: the batches list (search, filters, order) as a CSV. */
export function exportBatches(tx: Tx, tenant: TenantContext, query: Query): Promise<Response> {
  return listExport({ name: 'lotes.csv', header: HEADER, row }, (paging) =>
    listBatches(tx, tenant, { ...query, ...paging }),
  );
}
