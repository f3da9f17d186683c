import type { Page, PriceHistoryRow } from '@alinhavo/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, orderWithTiebreak } from '../../platform/db/list-page.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { profiles } from '../companies/schema.ts';
import { products, productVariants } from '../products/schema.ts';
import { findPriceTable } from './price-tables.service.ts';
import { priceHistory } from './schema.ts';

/** The changes of a table's prices, newest first by default: who, when, which product or SKU, old and new. */
export async function listPriceHistory(
  tx: Tx,
  tenant: TenantContext,
  tableId: string,
  query: { page: number; pageSize: number; dir: 'asc' | 'desc' },
): Promise<Page<PriceHistoryRow>> {
  const table = await findPriceTable(tx, tenant, tableId);
  const where = and(eq(priceHistory.companyId, tenant.companyId), eq(priceHistory.priceTableId, table.id));
  return listPage(tx, query, {
    items: async (rows) => {
      const found = await tx
        .select({
          id: priceHistory.id,
          changedAt: priceHistory.changedAt,
          changedByName: profiles.fullName,
          productId: priceHistory.productId,
          reference: products.reference,
          name: products.name,
          sku: productVariants.sku,
          oldPriceCents: priceHistory.oldPriceCents,
          newPriceCents: priceHistory.newPriceCents,
          reason: priceHistory.reason,
          percent: priceHistory.percent,
        })
        .from(priceHistory)
        .innerJoin(products, eq(products.id, priceHistory.productId))
        .leftJoin(productVariants, eq(productVariants.id, priceHistory.variantId))
        .leftJoin(profiles, eq(profiles.id, priceHistory.changedBy))
        .where(where)
        // (company_id, price_table_id, changed_at, id): the index price_history_table_changed_idx.
        .orderBy(...orderWithTiebreak(query.dir, [priceHistory.changedAt], priceHistory.id))
        .limit(rows.limit)
        .offset(rows.offset);
      return found.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
    },
    matching: tx.select({ id: priceHistory.id }).from(priceHistory).where(where),
  });
}
