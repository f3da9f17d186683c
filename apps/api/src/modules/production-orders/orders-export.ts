import {
  formatInteger,
  PRODUCTION_ORDER_PRIORITY_LABELS,
  PRODUCTION_ORDER_STATUS_LABELS,
  type ProductionOrderListItem,
  type productionOrderListQuerySchema,
} from '@alinhavo/domain';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { dateCell, listExport } from '../../platform/http/list-export.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listProductionOrders } from './read.ts';

type Query = Omit<z.output<typeof productionOrderListQuerySchema>, 'page' | 'pageSize'>;

const HEADER = [
  'Ordem',
  'Situação',
  'Prioridade',
  'Referência',
  'Produto',
  'Cores',
  'Tamanhos',
  'Peças pedidas',
  'Em lotes',
  'Cortadas',
  'Nas facções',
  'Aprovadas',
  'Embaladas',
  'Lotes',
  'Entrega',
  'Atrasada',
  'Criada em',
];

const row = (o: ProductionOrderListItem) => [
  o.code,
  PRODUCTION_ORDER_STATUS_LABELS[o.status],
  PRODUCTION_ORDER_PRIORITY_LABELS[o.priority],
  o.product.reference,
  o.product.name,
  o.colors.map((c) => c.name).join(', ') || null,
  o.sizes.join(', ') || null,
  formatInteger(o.totals.ordered),
  formatInteger(o.totals.inBatches),
  formatInteger(o.totals.cut),
  formatInteger(o.totals.atWorkshops),
  formatInteger(o.totals.approved),
  formatInteger(o.totals.packed),
  formatInteger(o.batchCount),
  dateCell(o.dueDate),
  o.late ? 'Sim' : 'Não',
  dateCell(o.createdAt),
];

/** GET /production-orders/export: the production orders list (search, filters, order) as a CSV. */
export function exportProductionOrders(tx: Tx, tenant: TenantContext, query: Query): Promise<Response> {
  return listExport({ name: 'ordens-producao.csv', header: HEADER, row }, (paging) =>
    listProductionOrders(tx, tenant, { ...query, ...paging }),
  );
}
