import { PRICE_PRODUCT_NOT_FOUND, PRICE_VARIANT_NOT_FOUND, type priceSaveSchema } from '@alinhavo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { products, productVariants } from '../products/schema.ts';
import { lockCurrentPrices, type PriceChange, priceKey, writePriceChanges } from './price-changes.ts';
import { findPriceTable } from './price-tables.service.ts';

type PriceSave = z.output<typeof priceSaveSchema>;

/** Every product and SKU named must be this company's (and each SKU of the product named with it), else 404. */
async function checkOwnership(tx: Tx, tenant: TenantContext, prices: PriceSave['prices']): Promise<void> {
  const productIds = [...new Set(prices.map((p) => p.productId))];
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, tenant.companyId), inArray(products.id, productIds)));
  if (found.length !== productIds.length) throw notFound(PRICE_PRODUCT_NOT_FOUND);
  const variantIds = [...new Set(prices.flatMap((p) => (p.variantId ? [p.variantId] : [])))];
  if (!variantIds.length) return;
  const variants = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.companyId, tenant.companyId), inArray(productVariants.id, variantIds)));
  const productOf = new Map(variants.map((v) => [v.id, v.productId]));
  for (const price of prices) {
    if (price.variantId && productOf.get(price.variantId) !== price.productId) {
      throw notFound(PRICE_VARIANT_NOT_FOUND);
    }
  }
}

/**
 * Sets prices of a table typed on the screen: a product's (for all its SKUs) or a SKU's own; null removes it
 * (a SKU then sells at its product's price). One history entry per price that really changed, in one transaction.
 */
export async function savePrices(
  tx: Tx,
  tenant: TenantContext,
  tableId: string,
  input: PriceSave,
): Promise<{ changed: number }> {
  const table = await findPriceTable(tx, tenant, tableId, { lock: true });
  await checkOwnership(tx, tenant, input.prices);
  // The same price named twice: the last one stands, as if typed in that order.
  const wanted = new Map<string, PriceSave['prices'][number]>();
  for (const price of input.prices) wanted.set(priceKey(price.productId, price.variantId ?? null), price);
  const current = await lockCurrentPrices(tx, tenant, table.id, [
    ...new Set(input.prices.map((p) => p.productId)),
  ]);
  const changes: PriceChange[] = [];
  for (const [key, price] of wanted) {
    const oldPriceCents = current.get(key) ?? null;
    if (oldPriceCents === price.priceCents) continue;
    changes.push({
      productId: price.productId,
      variantId: price.variantId ?? null,
      oldPriceCents,
      newPriceCents: price.priceCents,
    });
  }
  if (changes.length) await writePriceChanges(tx, tenant, table, changes, { reason: 'manual' });
  return { changed: changes.length };
}
