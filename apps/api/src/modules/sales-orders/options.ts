import type { SalesOrderOptions, SalesOrderQuoteResult } from '@alinhavo/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { profiles } from '../companies/schema.ts';
import { customers } from '../customers/schema.ts';
import { colors, productColors, products, productVariants } from '../products/schema.ts';
import { resolveUnitPrices } from '../sale-prices/index.ts';
import { priceTables } from '../sale-prices/schema.ts';
import { availableStock } from '../stock/index.ts';

const OPTIONS_LIMIT = 1000;

/** The order's entry: active customers, active price tables, the company's members and active products' SKUs. */
export async function salesOrderOptions(tx: Tx, tenant: TenantContext): Promise<SalesOrderOptions> {
  const customerRows = await tx
    .select({
      id: customers.id,
      name: customers.name,
      documentNumber: customers.documentNumber,
      priceTableId: customers.priceTableId,
    })
    .from(customers)
    .where(and(eq(customers.companyId, tenant.companyId), eq(customers.status, 'ativo')))
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(OPTIONS_LIMIT);
  const tableRows = await tx
    .select({ id: priceTables.id, name: priceTables.name, isDefault: priceTables.isDefault })
    .from(priceTables)
    .where(and(eq(priceTables.companyId, tenant.companyId), eq(priceTables.active, true)))
    .orderBy(desc(priceTables.isDefault), asc(priceTables.name));
  const sellers = await tx
    .select({ id: profiles.id, name: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.companyId, tenant.companyId), eq(profiles.isActive, true)))
    .orderBy(asc(profiles.fullName));
  const productRows = await tx
    .select({ id: products.id, reference: products.reference, name: products.name, sizes: products.sizes })
    .from(products)
    .where(
      and(
        eq(products.companyId, tenant.companyId),
        eq(products.status, 'ativo'),
        sql`exists (select 1 from product_variants v where v.product_id = "products"."id" and v.status = 'ativo')`,
      ),
    )
    .orderBy(asc(products.name), asc(products.reference))
    .limit(OPTIONS_LIMIT);
  const ids = productRows.map((p) => p.id);
  const colorRows = ids.length
    ? await tx
        .select({ productId: productColors.productId, id: colors.id, name: colors.name, hex: colors.hex })
        .from(productColors)
        .innerJoin(colors, eq(colors.id, productColors.colorId))
        .where(and(eq(productColors.companyId, tenant.companyId), inArray(productColors.productId, ids)))
        .orderBy(asc(productColors.position), asc(colors.name))
    : [];
  const variantRows = ids.length
    ? await tx
        .select({
          productId: productVariants.productId,
          id: productVariants.id,
          colorId: productVariants.colorId,
          size: productVariants.size,
          sku: productVariants.sku,
          barcode: productVariants.barcode,
        })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.companyId, tenant.companyId),
            eq(productVariants.status, 'ativo'),
            inArray(productVariants.productId, ids),
          ),
        )
    : [];
  const byProduct = new Map(
    productRows.map((p) => [
      p.id,
      {
        ...p,
        colors: [] as SalesOrderOptions['products'][number]['colors'],
        variants: [] as SalesOrderOptions['products'][number]['variants'],
      },
    ]),
  );
  for (const { productId, ...color } of colorRows) byProduct.get(productId)?.colors.push(color);
  for (const { productId, ...variant } of variantRows) byProduct.get(productId)?.variants.push(variant);
  return { customers: customerRows, priceTables: tableRows, sellers, products: [...byProduct.values()] };
}

/** The price of each SKU in the table (its table's rules) and the pieces free to sell now. */
export async function quoteSkus(
  tx: Tx,
  tenant: TenantContext,
  input: { priceTableId?: string | null | undefined; variantIds: string[] },
): Promise<SalesOrderQuoteResult> {
  const prices = await resolveUnitPrices(tx, {
    priceTableId: input.priceTableId ?? null,
    variantIds: input.variantIds,
    companyId: tenant.companyId,
  });
  const stock = new Map(
    (await availableStock(tx, tenant, input.variantIds)).map((s) => [
      s.variantId.toLowerCase(),
      Math.floor(Number(s.available)),
    ]),
  );
  return {
    items: [...prices].map(([variantId, unitPriceCents]) => ({
      variantId,
      unitPriceCents,
      available: stock.get(variantId.toLowerCase()) ?? 0,
    })),
  };
}
