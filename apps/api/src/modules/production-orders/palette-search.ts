import { formatDateOnly, PALETTE_GROUP_LIMIT, type PaletteHit, seriesCode } from '@alinhavo/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { containsText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { products } from '../products/schema.ts';
import { productionOrders } from './schema.ts';

/**
 * The command palette's production orders: by code ('OP-000012', or '12' for short) or by their product's
 * reference or name, as the orders list searches; the exact code first, then the newest.
 */
export async function searchOrdersForPalette(
  tx: Tx,
  tenant: TenantContext,
  text: string,
): Promise<PaletteHit[]> {
  const code = seriesCode('OP', text);
  const exact = sql<boolean>`(${productionOrders.code} = ${code})`;
  const rows = await tx
    .select({
      id: productionOrders.id,
      code: productionOrders.code,
      dueDate: productionOrders.dueDate,
      reference: products.reference,
      name: products.name,
      exact,
    })
    .from(productionOrders)
    .innerJoin(products, eq(products.id, productionOrders.productId))
    .where(
      and(
        eq(productionOrders.companyId, tenant.companyId),
        or(
          eq(productionOrders.code, code),
          containsText(productionOrders.id, 'production_orders', ['code'], text),
          containsText(productionOrders.productId, 'products', ['reference', 'name'], text),
        ),
      ),
    )
    .orderBy(desc(exact), desc(productionOrders.code))
    .limit(PALETTE_GROUP_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: `${row.reference} · ${row.name}`,
    detail: row.dueDate ? `Entrega ${formatDateOnly(row.dueDate)}` : null,
    exact: Boolean(row.exact),
  }));
}
