import {
  applyPercentChange,
  formatInteger,
  PRICE_WRITE_MAX,
  type PriceBulkChangeResult,
  type priceBulkChangeSchema,
} from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { products, productVariants } from '../products/schema.ts';
import { type PriceChange, writePriceChanges } from './price-changes.ts';
import { listedProductIds } from './price-list.service.ts';
import { findPriceTable } from './price-tables.service.ts';
import { priceTablePrices } from './schema.ts';

type BulkChange = z.output<typeof priceBulkChangeSchema>;

/** Rows of the preview: enough to read before saving; the count tells the rest. */
export const PREVIEW_ROWS = 200;
export const TOO_MANY_PRICES = `Um reajuste altera no máximo ${formatInteger(PRICE_WRITE_MAX)} preços de uma vez. Filtre a lista e reajuste por partes.`;

/**
 * Raises or lowers by a percentage every price of the table (products' and SKUs' own) of the products the list shows
 * for the search and filter — the whole table when there is none. `dryRun` answers the change without saving (the
 * preview); otherwise the same computation is saved in this transaction, one history entry per changed price, so
 * what was previewed is what is applied when nothing changed in between.
 */
export async function changePricesByPercent(
  tx: Tx,
  tenant: TenantContext,
  tableId: string,
  input: BulkChange,
): Promise<PriceBulkChangeResult> {
  const table = await findPriceTable(tx, tenant, tableId, { lock: !input.dryRun });
  const select = tx
    .select({
      productId: priceTablePrices.productId,
      variantId: priceTablePrices.variantId,
      priceCents: priceTablePrices.priceCents,
      reference: products.reference,
      name: products.name,
      sku: productVariants.sku,
    })
    .from(priceTablePrices)
    .innerJoin(products, eq(products.id, priceTablePrices.productId))
    .leftJoin(productVariants, eq(productVariants.id, priceTablePrices.variantId))
    .where(
      and(
        eq(priceTablePrices.companyId, tenant.companyId),
        eq(priceTablePrices.priceTableId, table.id),
        inArray(priceTablePrices.productId, listedProductIds(tx, tenant, table.id, input)),
      ),
    )
    .orderBy(asc(products.name), asc(products.id), sql`${productVariants.sku} asc nulls first`);
  const rows = input.dryRun ? await select : await select.for('update', { of: priceTablePrices });
  const changed = rows.flatMap((row) => {
    const newPriceCents = applyPercentChange(row.priceCents, input.percent);
    return newPriceCents === row.priceCents ? [] : [{ ...row, newPriceCents }];
  });
  if (changed.length > PRICE_WRITE_MAX) throw invalid({ percent: TOO_MANY_PRICES }, TOO_MANY_PRICES);
  if (!input.dryRun && changed.length) {
    const changes: PriceChange[] = changed.map((row) => ({
      productId: row.productId,
      variantId: row.variantId,
      oldPriceCents: row.priceCents,
      newPriceCents: row.newPriceCents,
    }));
    await writePriceChanges(tx, tenant, table, changes, { reason: 'reajuste', percent: input.percent });
  }
  return {
    count: changed.length,
    applied: !input.dryRun,
    items: changed.slice(0, PREVIEW_ROWS).map((row) => ({
      productId: row.productId,
      variantId: row.variantId,
      reference: row.reference,
      name: row.name,
      sku: row.sku,
      oldPriceCents: row.priceCents,
      newPriceCents: row.newPriceCents,
    })),
  };
}
