import { PALETTE_GROUP_LIMIT, type PaletteHit } from '@alinhavo/domain';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { rowsContainingText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { products, productVariants } from './schema.ts';

/** The command palette's products: by reference or name (accents and case ignored), the exact reference first. */
export async function searchProductsForPalette(
  tx: Tx,
  tenant: TenantContext,
  text: string,
): Promise<PaletteHit[]> {
  const exact = sql<boolean>`(lower(${products.reference}) = lower(${text}))`;
  const rows = await tx
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      collection: products.collection,
      status: products.status,
      exact,
    })
    .from(products)
    .where(
      and(
        eq(products.companyId, tenant.companyId),
        rowsContainingText(products, 'products', ['reference', 'name'], text),
      ),
    )
    .orderBy(desc(exact), asc(sql`lower(${products.name})`), asc(products.id))
    .limit(PALETTE_GROUP_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    code: row.reference,
    title: row.name,
    detail: row.status === 'inativo' ? 'Inativo' : row.collection,
    exact: Boolean(row.exact),
  }));
}

/**
 * The command palette's SKUs: by SKU, or by barcode (EAN-13) when the text is digits (spaces ignored, four at
 * least); each opens its product. A SKU or barcode typed in full comes first.
 */
export async function searchVariantsForPalette(
  tx: Tx,
  tenant: TenantContext,
  text: string,
): Promise<PaletteHit[]> {
  const compact = text.replace(/\s+/g, '');
  const digits = /^\d{4,14}$/.test(compact) ? compact : '';
  const exact = sql<boolean>`(lower(${productVariants.sku}) = lower(${text}) or ${productVariants.barcode} = ${compact})`;
  const rows = await tx
    .select({
      productId: productVariants.productId,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      name: products.name,
      status: productVariants.status,
      exact,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.companyId, tenant.companyId),
        or(
          rowsContainingText(productVariants, 'product_variants', ['sku'], text),
          ...(digits ? [rowsContainingText(productVariants, 'product_variants', ['barcode'], digits)] : []),
        ),
      ),
    )
    .orderBy(desc(exact), asc(sql`lower(${productVariants.sku})`), asc(productVariants.id))
    .limit(PALETTE_GROUP_LIMIT);
  return rows.map((row) => ({
    id: row.productId,
    code: row.sku,
    title: row.name,
    detail: row.status === 'inativo' ? `${row.barcode} · Inativo` : row.barcode,
    exact: Boolean(row.exact),
  }));
}
