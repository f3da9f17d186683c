import type { PriceChangeReason } from '@alinhavo/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { priceHistory, priceTablePrices } from './schema.ts';

/** One price that changes: a product's (variantId null) or a SKU's, from old to new (null: none). */
export type PriceChange = {
  productId: string;
  variantId: string | null;
  oldPriceCents: number | null;
  newPriceCents: number | null;
};

const CHUNK = 1_000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The key of a price in a table. */
export const priceKey = (productId: string, variantId: string | null) => `${productId}:${variantId ?? ''}`;

/**
 * The table's current prices of these products, locked until the transaction ends so two saves of one table
 * never interleave their history.
 */
export async function lockCurrentPrices(
  tx: Tx,
  tenant: TenantContext,
  tableId: string,
  productIds: string[],
): Promise<Map<string, number>> {
  const current = new Map<string, number>();
  for (const ids of chunks(productIds)) {
    const rows = await tx
      .select({
        productId: priceTablePrices.productId,
        variantId: priceTablePrices.variantId,
        priceCents: priceTablePrices.priceCents,
      })
      .from(priceTablePrices)
      .where(
        and(
          eq(priceTablePrices.companyId, tenant.companyId),
          eq(priceTablePrices.priceTableId, tableId),
          inArray(priceTablePrices.productId, ids),
        ),
      )
      .for('update');
    for (const row of rows) current.set(priceKey(row.productId, row.variantId), row.priceCents);
  }
  return current;
}

/**
 * Writes the changes of one table and one history entry per changed price, set-based, in the caller's transaction.
 * The default table's product prices are the products' registered sale price too: those move with them (the
 * products' trigger then finds the table already right and writes nothing more).
 */
export async function writePriceChanges(
  tx: Tx,
  tenant: TenantContext,
  table: { id: string; isDefault: boolean },
  changes: PriceChange[],
  history: { reason: PriceChangeReason; percent?: string | null },
): Promise<void> {
  const scope = and(
    eq(priceTablePrices.companyId, tenant.companyId),
    eq(priceTablePrices.priceTableId, table.id),
  );
  const removed = changes.filter((c) => c.newPriceCents === null);
  const set = changes.filter((c) => c.newPriceCents !== null);
  const now = new Date();
  for (const part of chunks(removed)) {
    const productLevel = part.filter((c) => c.variantId === null).map((c) => c.productId);
    const skuLevel = part.flatMap((c) => (c.variantId ? [c.variantId] : []));
    if (productLevel.length)
      await tx
        .delete(priceTablePrices)
        .where(
          and(scope, isNull(priceTablePrices.variantId), inArray(priceTablePrices.productId, productLevel)),
        );
    if (skuLevel.length)
      await tx.delete(priceTablePrices).where(and(scope, inArray(priceTablePrices.variantId, skuLevel)));
  }
  for (const part of chunks(set)) {
    await tx
      .insert(priceTablePrices)
      .values(
        part.map((c) => ({
          companyId: tenant.companyId,
          priceTableId: table.id,
          productId: c.productId,
          variantId: c.variantId,
          priceCents: c.newPriceCents!,
          updatedBy: tenant.userId,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [
          priceTablePrices.companyId,
          priceTablePrices.priceTableId,
          priceTablePrices.productId,
          priceTablePrices.variantId,
        ],
        set: { priceCents: sql`excluded.price_cents`, updatedBy: tenant.userId, updatedAt: now },
      });
  }
  for (const part of chunks(changes)) {
    await tx.insert(priceHistory).values(
      part.map((c) => ({
        companyId: tenant.companyId,
        priceTableId: table.id,
        productId: c.productId,
        variantId: c.variantId,
        oldPriceCents: c.oldPriceCents,
        newPriceCents: c.newPriceCents,
        reason: history.reason,
        percent: history.percent ?? null,
        changedBy: tenant.userId,
        changedAt: now,
      })),
    );
  }
  if (table.isDefault) await syncProductSalePrices(tx, tenant, changes);
}

/** The products' registered sale price follows their price in the default table. */
async function syncProductSalePrices(tx: Tx, tenant: TenantContext, changes: PriceChange[]): Promise<void> {
  const productLevel = changes.filter((c) => c.variantId === null);
  for (const part of chunks(productLevel)) {
    const values = sql.join(
      part.map((c) => sql`(${c.productId}::uuid, ${c.newPriceCents}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`
      update products set sale_price_cents = v.price, updated_at = now()
      from (values ${values}) as v (id, price)
      where products.id = v.id and products.company_id = ${tenant.companyId}
        and products.sale_price_cents is distinct from v.price`);
  }
}
