import {
  formatBRL,
  SALES_CHANNEL_LABELS,
  SALES_ORDER_STATUS_LABELS,
  type SalesOrderListItem,
  type SalesOrderListQuery,
} from '@alinhavo/domain';
import type { Tx } from '../../platform/db/client.ts';
import { dateCell, listExport } from '../../platform/http/list-export.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { listSalesOrders } from './read.ts';

const HEADER = ['Número', 'Canal', 'Situação', 'Cliente', 'Emitido em', 'Entrega prevista', 'Peças', 'Total'];

const row = (o: SalesOrderListItem) => [
  o.code,
  SALES_CHANNEL_LABELS[o.channel],
  SALES_ORDER_STATUS_LABELS[o.status],
  o.customerName,
  dateCell(o.issuedAt),
  dateCell(o.expectedDelivery),
  o.itemCount,
  formatBRL(o.totalCents),
];

/** GET /sales-orders/export: the sales list (search, filters, order) as a CSV. */
export function exportSalesOrders(
  tx: Tx,
  tenant: TenantContext,
  query: Omit<SalesOrderListQuery, 'page' | 'pageSize'>,
): Promise<Response> {
  return listExport({ name: 'vendas.csv', header: HEADER, row }, (paging) =>
    listSalesOrders(tx, tenant, { ...query, ...paging }),
  );
}
