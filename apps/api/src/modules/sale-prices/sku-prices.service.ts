import {
  isUuid,
  PRICE_PRODUCT_NOT_FOUND,
  PRICE_SKU_PRODUCT_REQUIRED,
  type PriceSkuList,
  priceFigures,
  resolveUnitPrice,
} from '@alinhavo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { sheetInForce } from '../product-costs/index.ts';
import { productCostSheets } from '../product-costs/schema.ts';
import { colors, productColors, products, productVariants } from '../products/schema.ts';
import { findPriceTable } from './price-tables.service.ts';
import { priceTablePrices } from './schema.ts';

/**
 * One product's SKUs (colour × size, in the product's colour and size order) in a table: each one's own price,
 * what it sells at there, and markup and margin against the product's cost in force.
 */
export async function listSkuPrices(
  tx: Tx,
  tenant: TenantContext,
  tableId: string,
  productId: string | undefined,
): Promise<PriceSkuList> {
  const table = await findPriceTable(tx, tenant, tableId);
  if (!productId) throw invalid({ productId: PRICE_SKU_PRODUCT_REQUIRED });
  if (!isUuid(productId)) throw notFound(PRICE_PRODUCT_NOT_FOUND);
  const [product] = await tx
    .select({
      id: products.id,
      unitCostCents: productCostSheets.unitCostCents,
      sheetId: productCostSheets.id,
      taxesPercent: productCostSheets.taxesPercent,
      feesPercent: productCostSheets.feesPercent,
    })
    .from(products)
    .leftJoin(productCostSheets, sheetInForce)
    .where(and(eq(products.id, productId), eq(products.companyId, tenant.companyId)));
  if (!product) throw notFound(PRICE_PRODUCT_NOT_FOUND);
  const prices = await tx
    .select({ variantId: priceTablePrices.variantId, priceCents: priceTablePrices.priceCents })
    .from(priceTablePrices)
    .where(
      and(
        eq(priceTablePrices.companyId, tenant.companyId),
        eq(priceTablePrices.priceTableId, table.id),
        eq(priceTablePrices.productId, product.id),
      ),
    );
  const productPriceCents = prices.find((p) => p.variantId === null)?.priceCents ?? null;
  const overrides = new Map(
    prices.flatMap((p) => (p.variantId ? [[p.variantId, p.priceCents] as const] : [])),
  );
  const variants = await tx
    .select({
      variantId: productVariants.id,
      sku: productVariants.sku,
      colorName: colors.name,
      size: productVariants.size,
      status: productVariants.status,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(colors, eq(colors.id, productVariants.colorId))
    .leftJoin(
      productColors,
      and(
        eq(productColors.productId, productVariants.productId),
        eq(productColors.colorId, productVariants.colorId),
      ),
    )
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.companyId, tenant.companyId)))
    .orderBy(
      asc(productColors.position),
      asc(colors.name),
      sql`array_position(${products.sizes}, ${productVariants.size})`,
      asc(productVariants.sku),
    );
  const cost = product.sheetId
    ? {
        unitCostCents: product.unitCostCents ?? 0,
        taxesPercent: product.taxesPercent ?? '0',
        feesPercent: product.feesPercent ?? '0',
      }
    : null;
  return {
    productPriceCents,
    cost,
    items: variants.map((variant) => {
      const overrideCents = overrides.get(variant.variantId) ?? null;
      const effectiveCents =
        resolveUnitPrice({ tableSku: overrideCents, tableProduct: productPriceCents })?.priceCents ?? null;
      return { ...variant, overrideCents, effectiveCents, ...priceFigures(effectiveCents, cost) };
    }),
  };
}
