import {
  type Page,
  type PriceListFilter,
  type PriceListSortKey,
  type PriceProductRow,
  priceFigures,
} from '@alinhavo/domain';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';
import { listPage, matchTotal, orderWithTiebreak, pageWhere } from '../../platform/db/list-page.ts';
import { containsText } from '../../platform/db/search.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { sheetInForce } from '../product-costs/index.ts';
import { productCostSheets } from '../product-costs/schema.ts';
import { products } from '../products/schema.ts';
import { findPriceTable } from './price-tables.service.ts';
import { priceTablePrices } from './schema.ts';

export type PriceListQuery = {
  q?: string | undefined;
  page: number;
  pageSize: number;
  sort: PriceListSortKey;
  dir: 'asc' | 'desc';
  filter?: PriceListFilter | undefined;
};

/** The product's own price row in the table (its SKUs' overrides are counted apart). */
const productPrice = alias(priceTablePrices, 'product_price');

function productPriceJoin(tableId: string) {
  return and(
    eq(productPrice.priceTableId, tableId),
    eq(productPrice.productId, products.id),
    isNull(productPrice.variantId),
  );
}

/** Below cost in SQL, as the cost screen writes it: price × (100 − taxes − fees) < cost × 100. */
const belowCostSql = sql`${productPrice.priceCents} * (100 - ${productCostSheets.taxesPercent} - ${productCostSheets.feesPercent}) < ${productCostSheets.unitCostCents} * 100`;
const marginSql = sql`(${productPrice.priceCents} * (100 - ${productCostSheets.taxesPercent} - ${productCostSheets.feesPercent}) - ${productCostSheets.unitCostCents} * 100) / nullif(${productPrice.priceCents}, 0)`;

/**
 * The conditions of the list, also used by the bulk change so that 'the filtered selection' is exactly what the
 * screen lists: the company's products, the search (name or reference), and 'below cost' or 'without price'.
 */
export function priceListWhere(
  tenant: TenantContext,
  query: { q?: string | undefined; filter?: PriceListFilter | undefined },
): { where: SQL | undefined; company: SQL } {
  const company = eq(products.companyId, tenant.companyId);
  const filters: SQL[] = [company];
  if (query.q) filters.push(containsText(products.id, 'products', ['name', 'reference'], query.q));
  if (query.filter === 'without_price') filters.push(isNull(productPrice.id));
  if (query.filter === 'below_cost') {
    filters.push(isNotNull(productCostSheets.id), isNotNull(productPrice.id), belowCostSql);
  }
  return { where: and(...filters), company };
}

/** The ids of the products the list shows for this search and filter (all pages): a bulk change's selection. */
export function listedProductIds(
  tx: Tx,
  tenant: TenantContext,
  tableId: string,
  query: { q?: string | undefined; filter?: PriceListFilter | undefined },
) {
  return tx
    .select({ id: products.id })
    .from(products)
    .leftJoin(productPrice, productPriceJoin(tableId))
    .leftJoin(productCostSheets, sheetInForce)
    .where(priceListWhere(tenant, query).where);
}

/** A table's products with their price there, the SKU overrides, the cost in force, markup and margin. */
export async function listTablePrices(
  tx: Tx,
  tenant: TenantContext,
  tableId: string,
  query: PriceListQuery,
): Promise<Page<PriceProductRow>> {
  const table = await findPriceTable(tx, tenant, tableId);
  const { where, company } = priceListWhere(tenant, query);
  const direction = query.dir === 'desc' ? sql`desc` : sql`asc`;
  // Name and reference read the products' indexes; price and margin are computed from other tables (no index).
  const order =
    query.sort === 'name'
      ? orderWithTiebreak(query.dir, [products.name], products.id)
      : query.sort === 'reference'
        ? orderWithTiebreak(query.dir, [sql`lower(${products.reference})`], products.id)
        : [
            sql`${query.sort === 'price' ? sql`${productPrice.priceCents}` : marginSql} ${direction} nulls last`,
            ...orderWithTiebreak('asc', [products.name], products.id),
          ];
  const overrides = sql<number>`(
    select count(*)::int from price_table_prices o
    where o.price_table_id = ${table.id} and o.product_id = products.id and o.variant_id is not null
  )`.mapWith(Number);
  const joined = () =>
    tx
      .select({ key: products.id, total: matchTotal })
      .from(products)
      .leftJoin(productPrice, productPriceJoin(table.id))
      .leftJoin(productCostSheets, sheetInForce);
  const page = await listPage(tx, query, {
    items: async (rows) => {
      const found = await tx
        .select({
          productId: products.id,
          reference: products.reference,
          name: products.name,
          status: products.status,
          priceCents: productPrice.priceCents,
          overrides,
          unitCostCents: productCostSheets.unitCostCents,
          sheetId: productCostSheets.id,
          taxesPercent: productCostSheets.taxesPercent,
          feesPercent: productCostSheets.feesPercent,
        })
        .from(products)
        .leftJoin(productPrice, productPriceJoin(table.id))
        .leftJoin(productCostSheets, sheetInForce)
        .where(pageWhere(rows, where, products.id, company))
        .orderBy(...order)
        .limit(rows.limit)
        .offset(rows.offset);
      return found.map((row): PriceProductRow => {
        const cost = row.sheetId
          ? {
              unitCostCents: row.unitCostCents ?? 0,
              taxesPercent: row.taxesPercent ?? '0',
              feesPercent: row.feesPercent ?? '0',
            }
          : null;
        return {
          productId: row.productId,
          reference: row.reference,
          name: row.name,
          status: row.status,
          priceCents: row.priceCents,
          overrides: row.overrides,
          unitCostCents: cost ? cost.unitCostCents : null,
          ...priceFigures(row.priceCents, cost),
        };
      });
    },
    matching: tx
      .select({ id: products.id })
      .from(products)
      .leftJoin(productPrice, productPriceJoin(table.id))
      .leftJoin(productCostSheets, sheetInForce)
      .where(where),
    ranked: query.q
      ? ({ limit, offset }) =>
          joined()
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
      : undefined,
  });
  return page;
}
