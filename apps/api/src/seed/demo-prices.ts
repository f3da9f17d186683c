import { applyPercentChange, priceSaveSchema, priceTableInputSchema } from '@alinhavo/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { productVariants } from '../modules/products/schema.ts';
import { createPriceTable, defaultPriceTableId, savePrices } from '../modules/sale-prices/index.ts';
import { priceTablePrices } from '../modules/sale-prices/schema.ts';
import type { Tx } from '../platform/db/client.ts';
import type { TenantContext } from '../platform/http/tenant-context.ts';
import type { DemoOwner } from './demo-catalogue.ts';

/** The largest price ending in ,90 not above `cents` (shop prices: R$ 62,90, not R$ 62,93). */
function endingIn90(cents: number): number {
  return Math.max(90, Math.floor((cents - 90) / 100) * 100 + 90);
}

/**
 * The demo's second price table (issue 15): 'Atacado' from 12 pieces at 30% under 'Varejo' (prices ending in ,90),
 * and in 'Varejo' the GG of the first product that has one R$ 10,00 dearer than its product's price.
 */
export async function seedDemoPrices(tx: Tx, owner: DemoOwner): Promise<void> {
  const tenant: TenantContext = { ...owner, role: 'owner', permissions: {} };
  const varejoId = await defaultPriceTableId(tx, tenant.companyId);
  const retail = await tx
    .select({ productId: priceTablePrices.productId, priceCents: priceTablePrices.priceCents })
    .from(priceTablePrices)
    .where(
      and(
        eq(priceTablePrices.companyId, tenant.companyId),
        eq(priceTablePrices.priceTableId, varejoId),
        isNull(priceTablePrices.variantId),
      ),
    )
    .orderBy(asc(priceTablePrices.productId));
  if (!retail.length) return;
  const atacado = await createPriceTable(
    tx,
    tenant,
    priceTableInputSchema.parse({ name: 'Atacado', minQuantity: 12 }),
  );
  await savePrices(
    tx,
    tenant,
    atacado.id,
    priceSaveSchema.parse({
      prices: retail.map((row) => ({
        productId: row.productId,
        priceCents: endingIn90(applyPercentChange(row.priceCents, '-30')),
      })),
    }),
  );
  const [gg] = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.companyId, tenant.companyId), eq(productVariants.size, 'GG')))
    .orderBy(asc(productVariants.sku))
    .limit(1);
  const base = retail.find((row) => row.productId === gg?.productId);
  if (gg && base) {
    await savePrices(
      tx,
      tenant,
      varejoId,
      priceSaveSchema.parse({
        prices: [{ productId: gg.productId, variantId: gg.id, priceCents: base.priceCents + 1000 }],
      }),
    );
  }
}
