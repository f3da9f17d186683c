import {
  isUuid,
  type Page,
  type Product,
  type ProductColor,
  type ProductListItem,
  type ProductSortKey,
  type ProductVariant,
  type productExportQuerySchema,
  type productListQuerySchema,
} from '@alinhavo/domain';
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { containsText, rowsContainingText } from '../../platform/db/search.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { photoUrl } from './photo-key.ts';
import { colors, productColors, products, sizeGrids } from './schema.ts';
import { selectVariants } from './variants.ts';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado';

export type ProductRow = typeof products.$inferSelect;
type Filters = Pick<z.output<typeof productListQuerySchema>, 'q' | 'collection' | 'category' | 'status'>;

// Subqueries name "products"."id" in full: in a one-table select Drizzle leaves columns unqualified.
const productId = sql.raw('"products"."id"');
/** Finished stock of all the product's variants, kept on its row by triggers (migration 0021), 2 decimals. */
const totalStock = sql<string>`${products.totalStock}::text`;
const activeVariants = sql<number>`(select count(*)::int from product_variants v where v.product_id = ${productId} and v.status = 'ativo')`;

/** Each sort has its index (migrations 0012, 0021): (company_id, key, [lower(name),] id). */
const SORT: Record<ProductSortKey, SQL> = {
  name: sql`lower(${products.name})`,
  reference: sql`lower(${products.reference})`,
  createdAt: sql`${products.createdAt}`,
  totalStock: sql`${products.totalStock}`,
  salePrice: sql`${products.salePriceCents}`,
};
/** Sorts by a number: equal numbers in name order. */
const BY_NUMBER: ReadonlySet<ProductSortKey> = new Set(['totalStock', 'salePrice']);

export function productFilters(tenant: TenantContext, query: Filters): SQL {
  const filters: (SQL | undefined)[] = [eq(products.companyId, tenant.companyId)];
  if (query.q) {
    const variants = or(
      containsText(sql.raw('v.id'), 'product_variants', ['sku'], query.q),
      containsText(sql.raw('v.id'), 'product_variants', ['barcode'], query.q.replace(/\s+/g, '')),
    );
    // Both sides by the products' addresses, so the list reads the matches with one TID scan.
    filters.push(
      or(
        rowsContainingText(products, 'products', ['reference', 'name'], query.q),
        sql`${products}.ctid = any(array(select p.ctid from products p where p.id = any(array(
          select v.product_id from product_variants v where ${variants}))))`,
      ),
    );
  }
  if (query.collection) filters.push(eq(products.collection, query.collection));
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.status) filters.push(eq(products.status, query.status));
  return and(...filters)!;
}

export function productOrder(query: Pick<z.output<typeof productExportQuerySchema>, 'sort' | 'dir'>) {
  const keys = BY_NUMBER.has(query.sort) ? [SORT[query.sort], SORT.name] : [SORT[query.sort]];
  // A product without a price comes last either way.
  return orderWithTiebreak(query.dir, keys, products.id, { nullsLast: query.sort === 'salePrice' });
}

/** The colours of each product, in the product's order. */
async function colorsByProduct(tx: Tx, companyId: string, ids: string[]) {
  const byProduct = new Map<string, ProductColor[]>();
  if (ids.length === 0) return byProduct;
  const rows = await tx
    .select({
      productId: productColors.productId,
      id: colors.id,
      name: colors.name,
      code: colors.code,
      hex: colors.hex,
    })
    .from(productColors)
    .innerJoin(colors, eq(colors.id, productColors.colorId))
    .where(and(eq(productColors.companyId, companyId), inArray(productColors.productId, ids)))
    .orderBy(asc(productColors.position), asc(colors.name));
  for (const { productId, ...color } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(color);
    byProduct.set(productId, list);
  }
  return byProduct;
}

function toListItem(
  row: ProductRow,
  extra: { totalStock: string; variantCount: number },
  productColorList: ProductColor[],
): ProductListItem {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    collection: row.collection,
    category: row.category,
    status: row.status,
    salePriceCents: row.salePriceCents,
    photoUrl: photoUrl(row.id, row.photoKey),
    sizes: row.sizes,
    colors: productColorList,
    variantCount: Number(extra.variantCount),
    totalStock: extra.totalStock,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listProducts(
  tx: Tx,
  tenant: TenantContext,
  query: z.output<typeof productListQuerySchema>,
): Promise<Page<ProductListItem>> {
  const where = productFilters(tenant, query);
  const order = productOrder(query);
  const page = await listPage(tx, query, {
    items: (rows) =>
      tx
        .select({ product: products, totalStock, variantCount: activeVariants })
        .from(products)
        .where(pageWhere(rows, where, products.id, eq(products.companyId, tenant.companyId)))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset),
    matching: tx.select({ id: products.id }).from(products).where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          tx
            .select({ key: products.id, total: matchTotal })
            .from(products)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  const colorMap = await colorsByProduct(
    tx,
    tenant.companyId,
    page.items.map((r) => r.product.id),
  );
  return {
    ...page,
    items: page.items.map((r) => toListItem(r.product, r, colorMap.get(r.product.id) ?? [])),
  };
}

/**
 * The product of this company. With `orReference`, `id` may also be the product's reference (any case: the
 * company's unique index on lower(reference)), as the product's address may be.
 */
export async function findProductRow(
  tx: Tx,
  tenant: TenantContext,
  id: string,
  options: { orReference?: boolean } = {},
): Promise<ProductRow> {
  const byId = isUuid(id);
  if (!byId && !options.orReference) throw notFound(PRODUCT_NOT_FOUND);
  const match = byId ? eq(products.id, id) : sql`lower(${products.reference}) = lower(${id.trim()})`;
  const [row] = await tx
    .select()
    .from(products)
    .where(and(match, eq(products.companyId, tenant.companyId)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** Active variants first, then by the product's colour order and size order. */
export function sortVariants(
  variants: ProductVariant[],
  colorOrder: string[],
  sizeOrder: string[],
): ProductVariant[] {
  const rank = (list: string[], value: string | null) => {
    const index = value === null ? -1 : list.indexOf(value);
    return index < 0 ? list.length : index;
  };
  return [...variants].sort(
    (a, b) =>
      Number(a.status === 'inativo') - Number(b.status === 'inativo') ||
      rank(colorOrder, a.colorId) - rank(colorOrder, b.colorId) ||
      (a.colorName ?? '').localeCompare(b.colorName ?? '', 'pt-BR') ||
      rank(sizeOrder, a.size) - rank(sizeOrder, b.size) ||
      a.size.localeCompare(b.size, 'pt-BR'),
  );
}

export async function getProduct(tx: Tx, tenant: TenantContext, id: string): Promise<Product> {
  const row = await findProductRow(tx, tenant, id, { orReference: true });
  const [grid] = row.sizeGridId
    ? await tx
        .select({ name: sizeGrids.name })
        .from(sizeGrids)
        .where(and(eq(sizeGrids.id, row.sizeGridId), eq(sizeGrids.companyId, tenant.companyId)))
    : [];
  const productColorList = (await colorsByProduct(tx, tenant.companyId, [row.id])).get(row.id) ?? [];
  const variants = sortVariants(
    await selectVariants(tx, tenant.companyId, [row.id]),
    productColorList.map((c) => c.id),
    row.sizes,
  );
  const active = variants.filter((v) => v.status === 'ativo').length;
  const [stock] = await tx
    .select({ totalStock })
    .from(products)
    .where(and(eq(products.id, row.id), eq(products.companyId, tenant.companyId)));
  return {
    ...toListItem(row, { totalStock: stock?.totalStock ?? '0.00', variantCount: active }, productColorList),
    description: row.description,
    unit: row.unit,
    ncm: row.ncm,
    sizeGridId: row.sizeGridId,
    sizeGridName: grid?.name ?? null,
    variants,
  };
}

/** Collections and categories in use, alphabetically, for filters and suggestions. */
export async function productFacets(tx: Tx, tenant: TenantContext) {
  const distinct = async (column: typeof products.collection | typeof products.category) => {
    const rows = await tx
      .selectDistinct({ value: column })
      .from(products)
      .where(and(eq(products.companyId, tenant.companyId), isNotNull(column)))
      .orderBy(asc(column));
    return rows.map((r) => r.value!).filter(Boolean);
  };
  return { collections: await distinct(products.collection), categories: await distinct(products.category) };
}
