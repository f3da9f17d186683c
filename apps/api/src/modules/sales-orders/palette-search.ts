import {
  formatBRL,
  PALETTE_GROUP_LIMIT,
  type PaletteHit,
  SALES_ORDER_STATUS_LABELS,
  type SalesOrderStatus,
  seriesCode,
} from '@alinhavo/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { containsText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { salesOrderSearch } from './read.ts';
import { salesOrders } from './schema.ts';

/**
 * The command palette's sales orders: by code ('PV-000123', or '123' for short; 'PDV-45' for a register sale) or by
 * the customer's name, as the sales list searches; the exact code first, then the newest.
 */
export async function searchSalesOrdersForPalette(
  tx: Tx,
  tenant: TenantContext,
  text: string,
): Promise<PaletteHit[]> {
  const codes = [seriesCode('PV', text), seriesCode('PDV', text)];
  const exact = sql<boolean>`(${salesOrders.code} in (${codes[0]}, ${codes[1]}))`;
  const rows = await tx
    .select({
      id: salesOrders.id,
      code: salesOrders.code,
      customerName: salesOrders.customerName,
      status: salesOrders.status,
      totalCents: salesOrders.totalCents,
      exact,
    })
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.companyId, tenant.companyId),
        or(
          exact,
          ...salesOrderSearch(text).map((term) =>
            containsText(salesOrders.id, 'sales_orders', term.columns, term.text),
          ),
        ),
      ),
    )
    .orderBy(desc(exact), desc(salesOrders.issuedAt), desc(salesOrders.id))
    .limit(PALETTE_GROUP_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.customerName ?? 'Consumidor',
    detail: `${SALES_ORDER_STATUS_LABELS[row.status as SalesOrderStatus]} · ${formatBRL(row.totalCents)}`,
    exact: Boolean(row.exact),
  }));
}
