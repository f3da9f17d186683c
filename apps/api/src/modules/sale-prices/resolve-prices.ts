import { isUuid, PRICE_TABLE_NOT_FOUND, resolveUnitPrice, type VariantPriceList } from '@alinhavo/domain';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { products, productVariants } from '../products/schema.ts';
import { defaultPriceTableId, findPriceTable } from './price-tables.service.ts';
import { priceTablePrices, priceTables } from './schema.ts';

const tableSku = alias(priceTablePrices, 'table_sku');
const tableProduct = alias(priceTablePrices, 'table_product');
const defaultSku = alias(priceTablePrices, 'default_sku');
const defaultProduct = alias(priceTablePrices, 'default_product');

/** Each variant's four candidate prices, read through the prices' unique index and the variant index. */
async function candidatePrices(tx: Tx, tableId: string, defaultId: string, variants: SQL | undefined) {
  const rows = await tx
    .select({
      variantId: productVariants.id,
      tableSku: tableSku.priceCents,
      tableProduct: tableProduct.priceCents,
      defaultSku: defaultSku.priceCents,
      defaultProduct: defaultProduct.priceCents,
    })
    .from(productVariants)
    .leftJoin(tableSku, and(eq(tableSku.priceTableId, tableId), eq(tableSku.variantId, productVariants.id)))
    .leftJoin(
      tableProduct,
      and(
        eq(tableProduct.priceTableId, tableId),
        eq(tableProduct.productId, productVariants.productId),
        isNull(tableProduct.variantId),
      ),
    )
    .leftJoin(
      defaultSku,
      and(eq(defaultSku.priceTableId, defaultId), eq(defaultSku.variantId, productVariants.id)),
    )
    .leftJoin(
      defaultProduct,
      and(
        eq(defaultProduct.priceTableId, defaultId),
        eq(defaultProduct.productId, productVariants.productId),
        isNull(defaultProduct.variantId),
      ),
    )
    .where(variants);
  return rows.map((row) => ({
    variantId: row.variantId,
    priceCents: resolveUnitPrice(row)?.priceCents ?? null,
  }));
}

/**
 * The unit price of each variant (SKU) in a table, in centavos: the SKU's own price there, else its product's, else
 * the same two in the default table ('Varejo'); null when none prices it. For sales orders and the PDV.
 * Without `priceTableId`, the default table. A table of another company is not found (404). Variants of another
 * company are left out of the answer. Without `companyId` the request's company (row-level security) decides.
 */
export async function resolveUnitPrices(
  tx: Tx,
  options: { priceTableId?: string | null; variantIds: string[]; companyId?: string },
): Promise<Map<string, number | null>> {
  const defaultId = await defaultPriceTableId(tx, options.companyId);
  const tableId = options.priceTableId ?? defaultId;
  if (tableId !== defaultId) {
    if (!isUuid(tableId)) throw notFound(PRICE_TABLE_NOT_FOUND);
    const [table] = await tx
      .select({ id: priceTables.id })
      .from(priceTables)
      .where(
        and(
          eq(priceTables.id, tableId),
          options.companyId ? eq(priceTables.companyId, options.companyId) : sql`true`,
        ),
      );
    if (!table) throw notFound(PRICE_TABLE_NOT_FOUND);
  }
  const ids = [...new Set(options.variantIds.filter(isUuid))];
  const prices = new Map<string, number | null>();
  if (!ids.length) return prices;
  const found = await candidatePrices(
    tx,
    tableId,
    defaultId,
    and(
      inArray(productVariants.id, ids),
      options.companyId ? eq(productVariants.companyId, options.companyId) : undefined,
    ),
  );
  for (const row of found) prices.set(row.variantId, row.priceCents);
  return prices;
}

/** GET /price-tables/:id/variant-prices: every active SKU of an active product, priced in the table (the PDV's). */
export async function listVariantPrices(
  tx: Tx,
  tenant: TenantContext,
  tableId: string,
): Promise<VariantPriceList> {
  const table = await findPriceTable(tx, tenant, tableId);
  const defaultId = await defaultPriceTableId(tx, tenant.companyId);
  const items = await candidatePrices(
    tx,
    table.id,
    defaultId,
    and(
      eq(productVariants.companyId, tenant.companyId),
      eq(productVariants.status, 'ativo'),
      sql`exists (select 1 from ${products} p where p.id = ${productVariants.productId} and p.status = 'ativo')`,
    ),
  );
  return { priceTableId: table.id, items };
}
